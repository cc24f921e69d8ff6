/**
 * The GET routes a signed-in page's first data asks (ADR 119), each answered through the face of
 * the module that owns it rather than by asking the route (ADR 124). An entry is keyed by its
 * route's path as the route declares it, parses the path's params and query with the route's own
 * schemas (a value the route would answer 400 is not answered), calls the same function the
 * route's handler calls, and writes the value through the route's response schema (or sends the
 * JSON the route keeps), so its answer is the route's body byte for byte. Who may ask is not
 * written here: the route's own declaration (`app.routeAccess`) is applied by the caller
 * (first-answers.ts). A test holds every entry to its route's answer, and every request a
 * declared page asks first to an entry.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { accountSessionsSchema, accountSettingsSchema } from '#shared/contracts/account.contract';
import { actionPlansResponseSchema } from '#shared/contracts/action-plans.contract';
import { weeklyInsightSchema } from '#shared/contracts/ai-insights.contract';
import {
  favoriteOilListSchema,
  oilDetailSchema,
  remedyDetailSchema,
  savedBlendListSchema,
} from '#shared/contracts/aromatherapy.contract';
import { subscriptionStatusSchema } from '#shared/contracts/billing.contract';
import { idParamsSchema } from '#shared/contracts/common.contract';
import {
  meQuerySchema,
  meResponseSchema,
  moderationQueueResponseSchema,
  threadResponseSchema,
  topicsResponseSchema,
} from '#shared/contracts/community.contract';
import { dashboardSummaryQuerySchema } from '#shared/contracts/dashboard.contract';
import {
  adminOverviewSchema,
  authHealthSchema,
  diagnosticsSchema,
} from '#shared/contracts/diagnostics.contract';
import { disclaimerAcknowledgementSchema } from '#shared/contracts/disclaimer.contract';
import { bodyMetricListSchema, bodyMetricsQuerySchema } from '#shared/contracts/fhir.contract';
import { patternsResponseSchema } from '#shared/contracts/insights.contract';
import { labReportDetailSchema, labReportListSchema } from '#shared/contracts/labs.contract';
import { medicationListSchema } from '#shared/contracts/medications.contract';
import { notificationListSchema } from '#shared/contracts/notifications.contract';
import {
  foodLogDateParamsSchema,
  foodLogResponseSchema,
  mealPlanListSchema,
  mealPlanSchema,
  populateStatusSchema,
  recipeResponseSchema,
  supplementTotalsQuerySchema,
  supplementTotalsSchema,
} from '#shared/contracts/nutrition.contract';
import { userPreferencesSchema } from '#shared/contracts/profile.contract';
import {
  myProvidersResponseSchema,
  providerDetailSchema,
  providerDirectoryQuerySchema,
  providerDirectoryResponseSchema,
  shareListResponseSchema,
  sharedSummarySchema,
  sharedTokenParamsSchema,
} from '#shared/contracts/providers.contract';
import { reminderListSchema } from '#shared/contracts/reminders.contract';
import { weeklyReportQuerySchema, weeklyReportSchema } from '#shared/contracts/reports.contract';
import { safetySummarySchema } from '#shared/contracts/safety-summary.contract';
import {
  SYMPTOM_OPTIONS,
  achievementListSchema,
  dateParamsSchema,
  dateRangeQuerySchema,
  goalListSchema,
  habitCheckInListSchema,
  habitListQuerySchema,
  habitListSchema,
  moodListSchema,
  symptomListSchema,
  symptomOptionsSchema,
  todayQuerySchema,
} from '#shared/contracts/tracking.contract';
import { trendsQuerySchema } from '#shared/contracts/trends.contract';
import { utcToday } from '#shared/domain/dates';
import type { AppContext } from '#server/app-context';
import { toResponseJson } from '#server/lib/cached-json';
import type { Actor } from '#server/plugins/actor';
import { accountServiceOf } from '#server/modules/account/index';
import { actionPlansServiceOf } from '#server/modules/action-plans/index';
import { aiInsightsServicesOf, readWeeklyInsight } from '#server/modules/ai-insights/index';
import { aromatherapyServiceOf } from '#server/modules/aromatherapy/index';
import { communityServiceOf } from '#server/modules/community/index';
import { dashboardServicesOf } from '#server/modules/dashboard/index';
import { diagnosticsServiceOf } from '#server/modules/diagnostics/index';
import { disclaimerServiceOf } from '#server/modules/disclaimer/index';
import { fhirServiceOf } from '#server/modules/fhir/index';
import { insightsServiceOf } from '#server/modules/insights/index';
import { safetySummaryOf } from '#server/modules/interactions/index';
import {
  labsServicesOf,
  readReport,
  readReportList,
  type LabAuditSource,
} from '#server/modules/labs/index';
import { medicationsServicesOf, readSafetyJson } from '#server/modules/medications/index';
import { notificationsServiceOf } from '#server/modules/notifications/index';
import { nutritionServicesOf } from '#server/modules/nutrition/index';
import { profileServicesOf } from '#server/modules/profile/index';
import { providersServicesOf } from '#server/modules/providers/index';
import { remindersServicesOf } from '#server/modules/reminders/index';
import { reportsServiceOf } from '#server/modules/reports/index';
import { readDailyLogJson, trackingServicesOf } from '#server/modules/tracking/index';
import { readTrendsJson, trendsServicesOf } from '#server/modules/trends/index';

/** The modules' services the reads call, each built once per app (the routes' own). */
export function firstReadSources(context: AppContext) {
  return {
    account: accountServiceOf(context),
    actionPlans: actionPlansServiceOf(context),
    aiInsights: aiInsightsServicesOf(context),
    aromatherapy: aromatherapyServiceOf(context),
    billing: context.billing,
    community: communityServiceOf(context),
    dashboard: dashboardServicesOf(context),
    diagnostics: diagnosticsServiceOf(context),
    disclaimer: disclaimerServiceOf(context),
    fhir: fhirServiceOf(context),
    insights: insightsServiceOf(context),
    safetySummary: safetySummaryOf(context),
    labs: labsServicesOf(context),
    medications: medicationsServicesOf(context),
    notifications: notificationsServiceOf(context),
    nutrition: nutritionServicesOf(context),
    profile: profileServicesOf(context),
    providers: providersServicesOf(context),
    reminders: remindersServicesOf(context),
    reports: reportsServiceOf(context),
    tracking: trackingServicesOf(context),
    trends: trendsServicesOf(context),
  };
}
export type FirstReadSources = ReturnType<typeof firstReadSources>;

/** One read: who asks, the path's `:name`s and its query, and the page's request (audit, log). */
export interface ReadVisit {
  actor: Actor;
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  audit: LabAuditSource;
  log: FastifyBaseLogger;
}

/** A route's body for the visit, as JSON text; a throw is an answer other than 200. */
export type FirstRead = (sources: FirstReadSources, visit: ReadVisit) => Promise<string>;

/** A value written as its route's serializer writes it. */
const write =
  <T>(schema: z.ZodType, read: (sources: FirstReadSources, visit: ReadVisit) => Promise<T>) =>
  async (sources: FirstReadSources, visit: ReadVisit) =>
    toResponseJson(schema, await read(sources, visit));

/** The path's params or query as the route's schema reads them (a ZodError is the route's 400). */
const paramsOf = <S extends z.ZodType>(schema: S, visit: ReadVisit): z.output<S> =>
  schema.parse(visit.params);
const queryOf = <S extends z.ZodType>(schema: S, visit: ReadVisit): z.output<S> =>
  schema.parse(visit.query);

/** The frame's, the profile's and the safety pages' reads. */
const FRAME_AND_PERSON: Record<string, FirstRead> = {
  '/api/disclaimer/acknowledgement': write(disclaimerAcknowledgementSchema, (s, { actor }) =>
    s.disclaimer.get(actor),
  ),
  '/api/subscription': write(subscriptionStatusSchema, (s, { actor }) =>
    s.billing.getStatus(actor),
  ),
  '/api/notifications': write(notificationListSchema, (s, { actor }) =>
    s.notifications.list(actor),
  ),
  '/api/dashboard/summary': (s, visit) =>
    s.dashboard.summaryJson({
      actor: visit.actor,
      date: queryOf(dashboardSummaryQuerySchema, visit).date,
      audit: visit.audit,
      log: visit.log,
    }),
  '/api/profile': (s, { actor }) => s.profile.profileJson(actor),
  '/api/preferences': write(userPreferencesSchema, (s, { actor }) =>
    s.profile.service.getPreferences(actor),
  ),
  '/api/account/body-metrics': write(bodyMetricListSchema, (s, visit) =>
    s.fhir.bodyMetrics(visit.actor, queryOf(bodyMetricsQuerySchema, visit).from),
  ),
  '/api/medications': write(medicationListSchema, async (s, { actor }) => ({
    medications: await s.medications.service.list(actor),
  })),
  '/api/medications/safety': async (s, { actor }) =>
    (await readSafetyJson(s.medications, actor)).json,
  '/api/safety/summary': write(safetySummarySchema, (s, { actor }) =>
    s.safetySummary.forUser(actor.id),
  ),
  '/api/labs': write(labReportListSchema, (s, { actor, audit }) =>
    readReportList(s.labs, actor, audit),
  ),
  '/api/labs/:id': write(labReportDetailSchema, (s, visit) =>
    readReport(s.labs, visit.actor, paramsOf(idParamsSchema, visit).id, visit.audit),
  ),
  '/api/reminders': write(reminderListSchema, async (s, { actor }) => ({
    reminders: await s.reminders.service.list(actor),
  })),
};

/** The trackers' and the progress pages' reads. */
const TRACKING: Record<string, FirstRead> = {
  '/api/daily-log/:date': (s, visit) =>
    readDailyLogJson(s.tracking.dailyLog, visit.actor, paramsOf(dateParamsSchema, visit).date),
  '/api/symptoms/options': write(symptomOptionsSchema, async () => ({
    options: [...SYMPTOM_OPTIONS],
  })),
  '/api/symptoms': write(symptomListSchema, (s, visit) =>
    s.tracking.symptoms.list(visit.actor, queryOf(dateRangeQuerySchema, visit)),
  ),
  '/api/mood': write(moodListSchema, (s, visit) =>
    s.tracking.mood.list(visit.actor, queryOf(dateRangeQuerySchema, visit)),
  ),
  '/api/habits': write(habitListSchema, (s, visit) =>
    s.tracking.habits.list(visit.actor, queryOf(habitListQuerySchema, visit)),
  ),
  '/api/habits/:id/check-ins': write(habitCheckInListSchema, (s, visit) =>
    s.tracking.habits.checkIns(
      visit.actor,
      paramsOf(idParamsSchema, visit).id,
      queryOf(dateRangeQuerySchema, visit),
    ),
  ),
  '/api/goals': write(goalListSchema, (s, visit) =>
    s.tracking.goals.list(visit.actor, queryOf(todayQuerySchema, visit).today),
  ),
  '/api/achievements': write(achievementListSchema, (s, { actor }) =>
    s.tracking.achievements.list(actor),
  ),
  '/api/trends': (s, visit) =>
    readTrendsJson(s.trends, visit.actor, queryOf(trendsQuerySchema, visit)),
  '/api/insights/patterns': write(patternsResponseSchema, (s, visit) =>
    s.insights.patterns(visit.actor, queryOf(todayQuerySchema, visit).today),
  ),
};

/** The nutrition pages' reads. */
const NUTRITION: Record<string, FirstRead> = {
  '/api/meal-plans': write(mealPlanListSchema, (s, { actor }) =>
    s.nutrition.service.listPlans(actor),
  ),
  '/api/meal-plans/:id': write(mealPlanSchema, (s, visit) =>
    s.nutrition.service.getPlan(visit.actor, paramsOf(idParamsSchema, visit).id),
  ),
  '/api/recipes/:id': write(recipeResponseSchema, (s, visit) =>
    s.nutrition.service.getRecipe(visit.actor, paramsOf(idParamsSchema, visit).id),
  ),
  '/api/food-log/:date': write(foodLogResponseSchema, (s, visit) =>
    s.nutrition.service.getFoodLog(visit.actor, paramsOf(foodLogDateParamsSchema, visit).date),
  ),
  '/api/supplements/totals': write(supplementTotalsSchema, (s, visit) =>
    s.nutrition.service.supplementTotals(
      visit.actor,
      queryOf(supplementTotalsQuerySchema, visit).date ?? utcToday(s.nutrition.now()),
    ),
  ),
  '/api/admin/recipes/populate': write(populateStatusSchema, async (s) =>
    s.nutrition.admin.counts(),
  ),
};

/** The account's, the admin's, the reports' and the action centre's reads. */
const ACCOUNT_AND_ADMIN: Record<string, FirstRead> = {
  '/api/account/settings': write(accountSettingsSchema, (s, { actor }) =>
    s.account.settings(actor),
  ),
  '/api/account/sessions': write(accountSessionsSchema, (s, { actor }) =>
    s.account.listSessions(actor),
  ),
  '/api/admin/overview': write(adminOverviewSchema, (s, { actor }) =>
    s.diagnostics.overview(actor),
  ),
  '/api/admin/diagnostics': write(diagnosticsSchema, (s, { actor }) =>
    s.diagnostics.diagnostics(actor),
  ),
  '/api/admin/auth-health': write(authHealthSchema, (s, { actor }) =>
    s.diagnostics.authHealth(actor),
  ),
  '/api/ai-insights/weekly': write(weeklyInsightSchema, (s, { actor }) =>
    readWeeklyInsight(s.aiInsights, actor),
  ),
  '/api/reports/weekly': write(weeklyReportSchema, (s, visit) => {
    const { week, today } = queryOf(weeklyReportQuerySchema, visit);
    return s.reports.build(visit.actor, week, today);
  }),
  '/api/action-plans': write(actionPlansResponseSchema, (s, visit) =>
    s.actionPlans.list(visit.actor, queryOf(todayQuerySchema, visit).today),
  ),
};

/** The aromatherapy, community and providers pages' reads. */
const LIBRARY_AND_PEOPLE: Record<string, FirstRead> = {
  '/api/oils/:id': write(oilDetailSchema, (s, visit) =>
    s.aromatherapy.getOil(visit.actor, paramsOf(idParamsSchema, visit).id),
  ),
  '/api/oils/favorites': write(favoriteOilListSchema, (s, { actor }) =>
    s.aromatherapy.listFavorites(actor),
  ),
  '/api/oils/blends': write(savedBlendListSchema, (s, { actor }) =>
    s.aromatherapy.listBlends(actor),
  ),
  '/api/remedies/:id': write(remedyDetailSchema, (s, visit) =>
    s.aromatherapy.getRemedy(visit.actor, paramsOf(idParamsSchema, visit).id),
  ),
  '/api/community/topics': write(topicsResponseSchema, (s) => s.community.topics()),
  '/api/community/me': write(meResponseSchema, (s, visit) =>
    s.community.me(visit.actor, queryOf(meQuerySchema, visit).since),
  ),
  '/api/community/threads/:id': write(threadResponseSchema, (s, visit) =>
    s.community.thread(visit.actor, paramsOf(idParamsSchema, visit).id),
  ),
  '/api/community/moderation/queue': write(moderationQueueResponseSchema, (s) =>
    s.community.queue(),
  ),
  '/api/providers/mine': write(myProvidersResponseSchema, (s, { actor }) =>
    s.providers.providers.mine(actor),
  ),
  '/api/providers/:id': write(providerDetailSchema, (s, visit) =>
    s.providers.providers.get(visit.actor, paramsOf(idParamsSchema, visit).id),
  ),
  '/api/providers': write(providerDirectoryResponseSchema, (s, visit) =>
    s.providers.providers.directory(queryOf(providerDirectoryQuerySchema, visit)),
  ),
  '/api/shares': write(shareListResponseSchema, (s, { actor }) => s.providers.shares.list(actor)),
  '/api/shared/:token': write(sharedSummarySchema, (s, visit) =>
    s.providers.shares.open(paramsOf(sharedTokenParamsSchema, visit).token),
  ),
};

/** Every route a page's first data may ask, by its declared path. */
export const FIRST_READS: Readonly<Record<string, FirstRead>> = {
  ...FRAME_AND_PERSON,
  ...TRACKING,
  ...NUTRITION,
  ...ACCOUNT_AND_ADMIN,
  ...LIBRARY_AND_PEOPLE,
};
