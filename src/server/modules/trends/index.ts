// trends: tracked days turned into daily series and their analysis, computed on read.
export { buildAnalysis, buildDailySeries, isTrackedDay, summariseSeries } from './trends.reader';
