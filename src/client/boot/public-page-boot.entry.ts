/** The boot loader's bundle entry (scripts/prerender.ts): runs once, as a deferred classic script. */
import { bootPublicPage } from './public-page-boot';

if (document.currentScript instanceof HTMLScriptElement) bootPublicPage(document.currentScript);
