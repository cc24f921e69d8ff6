/** Renders a public page to HTML at build time (scripts/prerender.ts). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { APP_ROUTES, findRoute } from './app/route-table';

export { APP_ROUTES };
export { PAGE_META, SITE } from './config/page-meta';

export async function render(path: string): Promise<string> {
  await findRoute(path)?.page.preload();
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
