/** robots.txt and sitemap.xml, built from the configured public origin. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /account',
    'Disallow: /profile',
    'Disallow: /dev/',
    'Disallow: /admin/',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(appUrl: string, paths: string[], lastModified: string): string {
  const urls = paths
    .map(
      (path) =>
        `  <url><loc>${appUrl}${path === '/' ? '/' : path}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
