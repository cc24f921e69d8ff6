import { describe, expect, it } from 'vitest';
import { FRAME_REQUESTS, firstRequestsOf } from '#shared/contracts/page-data.contract';
import { DASHBOARD_DECLARATIONS } from './dashboard-declarations';

const data = DASHBOARD_DECLARATIONS.dashboard.data;
const visit = (search: string) => ({ params: {}, date: '2026-12-01', search });

describe("the dashboard's first answers", () => {
  it('are its summary, which carries the frame’s answers', () => {
    expect(firstRequestsOf(data, visit(''))).toEqual(['/api/dashboard/summary?date=2026-12-01']);
  });

  // The preview reads no summary: without the frame's own answers its server render drew the
  // header without the bell, which the browser then hydrated with the bell it had fetched meanwhile.
  it("are the frame's own on the sample preview, which reads no summary", () => {
    expect(firstRequestsOf(data, visit('?demo=true'))).toEqual([...FRAME_REQUESTS]);
    expect(firstRequestsOf(data, visit('?demo=false'))).toEqual([
      '/api/dashboard/summary?date=2026-12-01',
    ]);
  });
});
