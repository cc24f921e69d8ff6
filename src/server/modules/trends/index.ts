// trends: tracked days turned into daily series and their analysis, computed on read.
export { buildAnalysis, buildDailySeries, isTrackedDay, summariseSeries } from './trends.reader';
// Built once per app: the trends route and a page's first answers read the one kept answer.
export { readTrendsJson, trendsServicesOf } from './trends-services';
