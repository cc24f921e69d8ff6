import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import {
  integrityResultSchema,
  profilePatchSchema,
  profileResponseSchema,
  profileSectionBodySchema,
  profileSectionParamsSchema,
  recoveryResultSchema,
  recoveryStatusSchema,
  systemCheckSchema,
  userPreferencesSchema,
  userPreferencesUpdateSchema,
} from '#shared/contracts/profile.contract';
import { actorId, type SessionReader } from '#server/plugins/session';
import { assertProfileSection, type ProfileService } from './profile.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The caller's unified profile, preferences, data recovery and system check; all need a session. */
export function profileRoutes(
  service: ProfileService,
  sessions: SessionReader,
  /**
   * The GET answer already serialised, as the module caches it per user (ADR 025); it was held to
   * profileResponseSchema when it was built. Without it the route serialises each answer.
   */
  profileJson?: (userId: string) => Promise<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest, not preHandler: a visitor gets 401 before the body is parsed or validated.
    app.addHook('onRequest', sessions.requireUser);

    app.get(
      '/api/profile',
      {
        schema: {
          tags: ['profile'],
          summary: "The caller's unified health profile (created empty on first use)",
          response: { 200: profileResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request, reply) =>
        profileJson
          ? reply
              .type('application/json; charset=utf-8')
              .send((await profileJson(actorId(request))) as never)
          : { profile: await service.getProfile(actorId(request)) },
    );

    app.put(
      '/api/profile/sections/:section',
      {
        // The section name is checked before the body, so a wrong name reads UNKNOWN_SECTION.
        preValidation: async (request) => {
          assertProfileSection((request.params as { section?: string }).section ?? '');
        },
        schema: {
          tags: ['profile'],
          summary: 'Replace one profile section; the body is that section object',
          params: profileSectionParamsSchema,
          body: profileSectionBodySchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        profile: await service.saveSection(actorId(request), request.params.section, request.body),
      }),
    );

    app.patch(
      '/api/profile',
      {
        schema: {
          tags: ['profile'],
          summary:
            'Replace several sections at once, optionally completing onboarding (all or nothing)',
          body: profilePatchSchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        profile: await service.updateSections(actorId(request), request.body),
      }),
    );

    app.post(
      '/api/profile/integrity-check',
      {
        schema: {
          tags: ['profile'],
          summary: 'Check the stored profile for missing or contradictory data',
          response: { 200: integrityResultSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.checkIntegrity(actorId(request)),
    );

    app.get(
      '/api/profile/recovery-status',
      {
        schema: {
          tags: ['profile'],
          summary: 'Whether legacy data exists that recovery would bring in (read only)',
          response: { 200: recoveryStatusSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.getRecoveryStatus(actorId(request)),
    );

    app.post(
      '/api/profile/recover',
      {
        schema: {
          tags: ['profile'],
          summary: 'Merge legacy data into the unified profile without overwriting existing values',
          response: { 200: recoveryResultSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.recover(actorId(request)),
    );

    app.post(
      '/api/system-check',
      {
        schema: {
          tags: ['profile'],
          summary: 'Run the five system checks (writes preferences.lastSystemCheck)',
          response: { 200: systemCheckSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.runSystemCheck(actorId(request)),
    );

    app.get(
      '/api/preferences',
      {
        schema: {
          tags: ['profile'],
          summary:
            "The caller's onboarding flag and health journey level (defaults when never set)",
          response: { 200: userPreferencesSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.getPreferences(actorId(request)),
    );

    app.put(
      '/api/preferences',
      {
        schema: {
          tags: ['profile'],
          summary: 'Update the onboarding flag and/or the health journey level',
          body: userPreferencesUpdateSchema,
          response: { 200: userPreferencesSchema, ...errors },
        },
      },
      async (request) => service.updatePreferences(actorId(request), request.body),
    );
  };
}
