/**
 * Every page's first data as the client declares it (ADR 119), for the server tests that serve
 * real pages (`createTestApp(env, { pageData })`). A built server reads the same table from the
 * client's server entry (dist/server-render), which tests do not build.
 */
import { PAGE_DATA } from '#client/app/page-declarations';
import type { PageDataTable } from '#shared/contracts/page-data.contract';

export const clientPageData = async (): Promise<PageDataTable> => PAGE_DATA;

export { PAGE_DATA };
