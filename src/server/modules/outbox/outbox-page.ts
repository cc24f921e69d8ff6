/** A plain server-rendered page for the development outbox: no client bundle needed. */
import { escapeHtml } from '#server/lib/html';

interface Row {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: Date;
}

export function renderOutboxPage(rows: Row[]): string {
  const items = rows
    .map(
      (row) => `<li class="msg">
  <p class="meta"><strong>To:</strong> ${escapeHtml(row.to)} · <time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toUTCString())}</time></p>
  <h2>${escapeHtml(row.subject)}</h2>
  <pre>${escapeHtml(row.text)}</pre>
  ${row.links.length ? `<p>${row.links.map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link.length > 80 ? `${link.slice(0, 77)}...` : link)}</a>`).join('<br>')}</p>` : ''}
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>Development outbox · Wellnest</title>
<link rel="stylesheet" href="/dev/outbox.css"></head>
<body><main>
<h1>Development outbox</h1>
<p class="note">No email server is configured (SMTP_URL is unset), so Wellnest keeps outgoing email here instead of sending it. This page exists only outside production.</p>
${rows.length ? `<ol>${items}</ol>` : '<p>No messages yet. Register an account and its verification email appears here.</p>'}
<p><a href="/">Back to Wellnest</a></p>
</main></body></html>`;
}

export const OUTBOX_CSS = `body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0}
main{max-width:48rem;margin:0 auto;padding:1.5rem}h1{color:#115e59}
.note{background:#fef3c7;border:1px solid #f59e0b;border-radius:.75rem;padding:.75rem 1rem}
ol{list-style:none;padding:0}.msg{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1rem;margin:1rem 0}
.msg h2{font-size:1.1rem;margin:.25rem 0}.meta{color:#334155;font-size:.875rem;margin:0}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}a{color:#115e59;word-break:break-all}`;
