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
import type { ProfileServices } from './profile-services';
import { assertProfileSection } from './profile.service';
import { memberRoutes } from '#server/lib/member-routes';
import { keptJson } from '#server/lib/read-route';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/**
 * The caller's unified profile, preferences, data recovery and system check; all need a session.
 * GET /api/profile sends the answer the module keeps per user (ADR 025), already held to
 * profileResponseSchema when it was built.
 */
export function profileRoutes({ service, profileJson }: ProfileServices): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/profile',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: "The caller's unified health profile (created empty on first use)",
          response: { 200: profileResponseSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => keptJson(await profileJson(actor)),
    );

    member.put(
      '/api/profile/sections/:section',
      {
        config: { access: 'user' },
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
      async (actor, request) => ({
        profile: await service.saveSection(actor, request.params.section, request.body),
      }),
    );

    member.patch(
      '/api/profile',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary:
            'Replace several sections at once, optionally completing onboarding (all or nothing)',
          body: profilePatchSchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (actor, request) => ({
        profile: await service.updateSections(actor, request.body),
      }),
    );

    member.post(
      '/api/profile/integrity-check',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: 'Check the stored profile for missing or contradictory data',
          response: { 200: integrityResultSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.checkIntegrity(actor),
    );

    member.get(
      '/api/profile/recovery-status',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: 'Whether legacy data exists that recovery would bring in (read only)',
          response: { 200: recoveryStatusSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.getRecoveryStatus(actor),
    );

    member.post(
      '/api/profile/recover',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: 'Merge legacy data into the unified profile without overwriting existing values',
          response: { 200: recoveryResultSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.recover(actor),
    );

    member.post(
      '/api/system-check',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: 'Run the five system checks (writes preferences.lastSystemCheck)',
          response: { 200: systemCheckSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.runSystemCheck(actor),
    );

    member.read(
      '/api/preferences',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary:
            "The caller's onboarding flag and health journey level (defaults when never set)",
          response: { 200: userPreferencesSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.getPreferences(actor),
    );

    member.put(
      '/api/preferences',
      {
        config: { access: 'user' },
        schema: {
          tags: ['profile'],
          summary: 'Update the onboarding flag and/or the health journey level',
          body: userPreferencesUpdateSchema,
          response: { 200: userPreferencesSchema, ...errors },
        },
      },
      async (actor, request) => service.updatePreferences(actor, request.body),
    );
  };
}
