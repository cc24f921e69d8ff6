/**
 * Wellness providers and shared summaries (ADR 041). Paths, field names and status codes
 * are the contract; the provider and share pages rely on them.
 *
 * Providers
 * - `POST /api/providers/apply` (signed in) → 201 `{id, status: 'pending'}`. One open application
 *   per user: a pending or approved listing answers 409 `ALREADY_APPLIED`; after a rejection the
 *   user may apply again. An NPI must pass its check digit (400 `INVALID_NPI`); when the server has
 *   `NPPES_API_URL`, the NPI Registry is asked and `verified` is set when the name matches.
 * - `GET /api/providers/mine` (signed in) → `{providers}`: the caller's listings, any status.
 * - `GET /api/providers?q=&specialty=&telehealth=&near=` (public) → `{providers}`: approved only.
 *   Empty on a fresh install (no sample data unless someone ran `npm run seed:demo`); sample
 *   listings carry `demo: true` and the page must label them.
 * - `GET /api/providers/:id` (public) → an approved listing, or the caller's own pending or
 *   rejected one; anything else 404 `PROVIDER_NOT_FOUND`.
 * - Admins (ADMIN_EMAILS; 404 to everyone else): `GET /api/admin/providers?status=pending`,
 *   `POST /api/admin/providers/:id/approve`, `POST /api/admin/providers/:id/reject`.
 *
 * Shares (paid: `provider_collaboration`; 403 PLAN_REQUIRED for free users, 403
 * FEATURE_NOT_IN_EDITION where the edition lacks it)
 * - `POST /api/shares` → 201 `{id, url}`; `url` is `/shared/<token>` (a 128-bit random token,
 *   base64url). The token is shown only here: the server keeps its sha256, so the list cannot
 *   show the link again. At least one section (400 `NO_SECTIONS`); a lab report that is not the
 *   caller's → 404 `LAB_REPORT_NOT_FOUND`; a provider_id that is not an approved listing → 404
 *   `PROVIDER_NOT_FOUND`.
 * - `GET /api/shares` → `{shares}` (the caller's, newest first, with view counts).
 * - `DELETE /api/shares/:id` → 200 the revoked share (another user's id → 404 `SHARE_NOT_FOUND`).
 *   Revoking twice is harmless. Reading one's shares and revoking stay free after a downgrade.
 * - `GET /api/shared/:token` (public, no account) → the read-only summary of the chosen sections
 *   only: `null` for a section not shared, no e-mail, at most a first name. Every answer records a
 *   view. Unknown, expired or revoked → 404 `SHARE_NOT_FOUND`. Sent with `X-Robots-Tag: noindex`
 *   and `Cache-Control: no-store`. `fhir_bundle_url` is set when the owner chose `sections.fhir`.
 * - `GET /api/shared/:token/fhir` (public) → the shared sections as a FHIR R4 Bundle
 *   (`application/fhir+json`, the account export's builder): the cabinet's medicines, the trends
 *   window's sleep, the one lab report, a Patient with nothing of the profile. Records a view.
 *   Unknown, expired, revoked, or a link without the FHIR option → 404 `SHARE_NOT_FOUND`.
 */
import { z } from 'zod';
import { dayCountSchema } from './common.contract';

// ── Vocabulary ──────────────────────────────────────────────────────────────────────────────
export const PROVIDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Suggestions for the apply form's profession field (free text is accepted). */
export const PROVIDER_PROFESSIONS = [
  'Physician',
  'Nurse practitioner',
  'Nurse',
  'Pharmacist',
  'Registered dietitian',
  'Psychologist',
  'Counsellor / therapist',
  'Physiotherapist',
  'Occupational therapist',
  'Chiropractor',
  'Health coach',
  'Other',
] as const;

export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

// ── Constants ───────────────────────────────────────────────────────────────────────────────
export const PROVIDER_LIMITS = {
  name: 120,
  profession: 80,
  specialty: 80,
  licence: 60,
  location: 120,
  bio: 2000,
  languages: 10,
  language: 40,
  /** Directory query fields (q, specialty, near). */
  query: 100,
  /** At most this many listings per directory answer. */
  results: 100,
} as const;

export const SHARE_EXPIRY_DAYS = { min: 1, max: 30, default: 14 } as const;
/** How far back the trends section reaches (mood, energy, sleep, symptoms). */
export const SHARE_TRENDS_DAYS = 30;
/** The share link's path; the page lives at `/shared/:token`. */
export const SHARE_PATH_PREFIX = '/shared/';
/** Where a link's FHIR R4 Bundle is downloaded, when its owner offered one. */
export const sharedFhirPath = (token: string) => `/api/shared/${encodeURIComponent(token)}/fhir`;
/** The downloaded Bundle's file name. */
export const SHARED_FHIR_FILE_NAME = 'wellnest-shared-fhir.json';
/** 128-bit token, base64url without padding → 22 characters. */
export const SHARE_TOKEN_LENGTH = 22;

export const PROVIDER_ERROR_CODES = {
  invalidNpi: 'INVALID_NPI',
  alreadyApplied: 'ALREADY_APPLIED',
  providerNotFound: 'PROVIDER_NOT_FOUND',
  shareNotFound: 'SHARE_NOT_FOUND',
  labReportNotFound: 'LAB_REPORT_NOT_FOUND',
  noSections: 'NO_SECTIONS',
} as const;

export const PROVIDER_MESSAGES = {
  nameRequired: 'Enter the name to list.',
  professionRequired: 'Enter your profession.',
  locationRequired: 'Enter where you practise (city, region or country), or "Online".',
  bioTooLong: `Your bio can be at most ${PROVIDER_LIMITS.bio} characters.`,
  tooManyLanguages: `List at most ${PROVIDER_LIMITS.languages} languages.`,
  invalidNpi:
    'That NPI is not valid: it must be 10 digits with a correct check digit. Check it in the NPI Registry.',
  alreadyApplied:
    'You already have a listing that is pending review or approved. See it under "My listing".',
  applied: 'Thank you. An admin reviews every listing; it appears in the directory once approved.',
  providerNotFound: 'We could not find that provider.',
  directoryEmpty:
    'No providers are listed yet. Providers can apply to join; each listing is reviewed before it appears.',
  noResults: 'No providers match your search.',
  demoLabel: 'Sample listing (demo data, not a real provider)',
  unverifiedNote:
    'Not verified: Wellnest checks NPI numbers against the NPI Registry only when it can; check licences yourself.',
  shareNotFound: 'This link has expired, was revoked, or never existed.',
  labReportNotFound: 'We could not find that lab report.',
  noSections: 'Choose at least one section to share.',
  expiryRange: `A link lasts between ${SHARE_EXPIRY_DAYS.min} and ${SHARE_EXPIRY_DAYS.max} days.`,
  shareCreated:
    'Copy this link now: for your safety we keep only a fingerprint of it and cannot show it again.',
  shareRevoked: 'Link revoked. Anyone who opens it now sees that it no longer works.',
  sharedDisclaimer:
    'Shared by a Wellnest user for their care. Read-only and educational only — not medical advice. Information is as the user recorded it.',
  viewed: (count: number, last: string | null) =>
    count === 0
      ? 'Not viewed yet'
      : `Viewed ${count} ${count === 1 ? 'time' : 'times'}${last ? `, last on ${last}` : ''}`,
} as const;

// ── Providers ───────────────────────────────────────────────────────────────────────────────
const trimmed = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters.`);
const optionalTrimmed = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).optional();

export const providerApplyRequestSchema = z.strictObject({
  name: trimmed(PROVIDER_LIMITS.name, PROVIDER_MESSAGES.nameRequired),
  profession: trimmed(PROVIDER_LIMITS.profession, PROVIDER_MESSAGES.professionRequired),
  specialty: optionalTrimmed(PROVIDER_LIMITS.specialty).default(''),
  /** A US NPI: 10 digits (spaces and dashes ignored); its check digit is verified on the server. */
  npi: z.string().trim().max(20).nullish(),
  /** A licence or registration number elsewhere (GMC, HCPC, AHPRA...). */
  licence: z.string().trim().max(PROVIDER_LIMITS.licence).nullish(),
  location: trimmed(PROVIDER_LIMITS.location, PROVIDER_MESSAGES.locationRequired),
  telehealth: z.boolean().default(false),
  languages: z
    .array(z.string().trim().min(1).max(PROVIDER_LIMITS.language))
    .max(PROVIDER_LIMITS.languages, PROVIDER_MESSAGES.tooManyLanguages)
    .default([]),
  bio: z.string().trim().max(PROVIDER_LIMITS.bio, PROVIDER_MESSAGES.bioTooLong).default(''),
});
export type ProviderApplyRequest = z.input<typeof providerApplyRequestSchema>;

export const providerApplyResponseSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
});
export type ProviderApplyResponse = z.infer<typeof providerApplyResponseSchema>;

/** One directory entry. */
export const providerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  profession: z.string(),
  specialty: z.string(),
  location: z.string(),
  telehealth: z.boolean(),
  /** The NPI was found in the NPI Registry with a matching name. */
  verified: z.boolean(),
  /** A sample listing from `npm run seed:demo`: label it as such. */
  demo: z.boolean(),
});
export type ProviderListItem = z.infer<typeof providerListItemSchema>;

/** The provider page (and the owner's own view, whatever the status). */
export const providerDetailSchema = providerListItemSchema.extend({
  npi: z.string().nullable(),
  licence: z.string().nullable(),
  languages: z.array(z.string()),
  bio: z.string(),
  status: z.enum(PROVIDER_STATUSES),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

export const providerDirectoryQuerySchema = z.object({
  /** Free text over name, profession, specialty and bio. */
  q: z.string().trim().max(PROVIDER_LIMITS.query).optional(),
  specialty: z.string().trim().max(PROVIDER_LIMITS.query).optional(),
  /** 'true' lists telehealth providers only; 'false' in-person only; absent: both. */
  telehealth: z.enum(['true', 'false']).optional(),
  /** Matched against the listing's location text (a city, region, postcode...). */
  near: z.string().trim().max(PROVIDER_LIMITS.query).optional(),
});
export type ProviderDirectoryQuery = z.infer<typeof providerDirectoryQuerySchema>;

/** The setting that connects the live NPI Registry, and the public API it names (ADR 093). */
export const NPPES_SETTING = 'NPPES_API_URL';
export const NPPES_PUBLIC_API = 'https://npiregistry.cms.hhs.gov/api';
/** At most this many registry listings answer one directory search. */
export const NPPES_SEARCH_LIMIT = 10;

/**
 * A US provider as the NPI Registry (CMS's NPPES, public domain) lists them, read live for a
 * search: not a Wellnest listing, never reviewed by our team.
 */
export const registryListingSchema = z.object({
  npi: z.string(),
  name: z.string(),
  kind: z.enum(['individual', 'organisation']),
  /** The primary taxonomy's description ('Family Medicine'), or ''. */
  specialty: z.string(),
  /** The practice location: city, state and ZIP, or ''. */
  location: z.string(),
  phone: z.string().nullable(),
});
export type RegistryListing = z.infer<typeof registryListingSchema>;

export const providerDirectoryResponseSchema = z.object({
  providers: z.array(providerListItemSchema),
  /**
   * The live NPI Registry: `connected` when the server has NPPES_API_URL; `results` its listings
   * for this search (a search with a name, specialty or place; none without one); `unavailable`
   * when it was asked and did not answer.
   */
  registry: z.object({
    connected: z.boolean(),
    results: z.array(registryListingSchema),
    unavailable: z.boolean(),
  }),
});
export type ProviderDirectoryResponse = z.infer<typeof providerDirectoryResponseSchema>;

export const myProvidersResponseSchema = z.object({ providers: z.array(providerDetailSchema) });
export type MyProvidersResponse = z.infer<typeof myProvidersResponseSchema>;

export const adminProvidersQuerySchema = z.object({
  status: z.enum(PROVIDER_STATUSES).default('pending'),
});
export const adminProvidersResponseSchema = z.object({ providers: z.array(providerDetailSchema) });
export type AdminProvidersResponse = z.infer<typeof adminProvidersResponseSchema>;

// ── Shares ──────────────────────────────────────────────────────────────────────────────────
export const shareSectionsSchema = z.strictObject({
  /** The active medicine cabinet and the interactions the checker finds between them. */
  medicines: z.boolean().optional(),
  /** Mood, energy, sleep and symptoms over the last SHARE_TRENDS_DAYS days. */
  trends: z.boolean().optional(),
  /** One of the user's own lab reports. */
  lab_report_id: z.string().max(100).nullish(),
  /**
   * Also offer the chosen sections as a FHIR R4 Bundle to download (a clinic's system can read
   * it). Not a section of its own: at least one of the others is still needed.
   */
  fhir: z.boolean().optional(),
});
export type ShareSections = z.infer<typeof shareSectionsSchema>;

export const createShareRequestSchema = z.strictObject({
  sections: shareSectionsSchema,
  expires_in_days: dayCountSchema(
    SHARE_EXPIRY_DAYS.min,
    SHARE_EXPIRY_DAYS.max,
    PROVIDER_MESSAGES.expiryRange,
  ),
  /** Share with a listed (approved) provider; absent: anyone with the link. */
  provider_id: z.string().max(100).nullish(),
});
export type CreateShareRequest = z.input<typeof createShareRequestSchema>;

export const createShareResponseSchema = z.object({
  id: z.string(),
  /** `/shared/<token>`: relative to the site's origin; shown once. */
  url: z.string(),
  expires_at: z.string(),
});
export type CreateShareResponse = z.infer<typeof createShareResponseSchema>;

export const shareProviderRefSchema = z.object({ id: z.string(), name: z.string() });

export const shareItemSchema = z.object({
  id: z.string(),
  sections: z.object({
    medicines: z.boolean(),
    trends: z.boolean(),
    lab_report_id: z.string().nullable(),
    fhir: z.boolean(),
  }),
  provider: shareProviderRefSchema.nullable(),
  status: z.enum(SHARE_STATUSES),
  revoked: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
});
export type ShareItem = z.infer<typeof shareItemSchema>;

export const shareListResponseSchema = z.object({ shares: z.array(shareItemSchema) });
export type ShareListResponse = z.infer<typeof shareListResponseSchema>;

export const sharedTokenParamsSchema = z.object({ token: z.string().max(200) });

// The shared summary (GET /api/shared/:token)
export const sharedSourceSchema = z.object({ title: z.string(), url: z.string().nullable() });

export const sharedMedicineSchema = z.object({
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string(),
  /** 'Prescription', 'Supplement', 'Over-the-counter'... as the user recorded it. */
  type: z.string(),
});

export const sharedInteractionSchema = z.object({
  /** The two substances, as named in the knowledge base. */
  substances: z.tuple([z.string(), z.string()]),
  severity: z.enum(['major', 'moderate', 'minor']),
  summary: z.string(),
  management: z.string(),
  sources: z.array(sharedSourceSchema),
});

export const sharedMedicinesSectionSchema = z.object({
  items: z.array(sharedMedicineSchema),
  interactions: z.array(sharedInteractionSchema),
  /** Cabinet entries the interaction checker does not know (not assessed, not 'safe'). */
  not_assessed: z.array(z.string()),
});
export type SharedMedicinesSection = z.infer<typeof sharedMedicinesSectionSchema>;

export const sharedTrendsSectionSchema = z.object({
  /** 'YYYY-MM-DD', inclusive, UTC days. */
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  mood: z.object({
    entries: z.number().int(),
    /** 1-5 scale; null with no entries. */
    average_mood: z.number().nullable(),
    average_energy: z.number().nullable(),
    series: z.array(z.object({ date: z.string(), mood: z.number(), energy: z.number() })),
  }),
  sleep: z.object({
    nights: z.number().int(),
    average_hours: z.number().nullable(),
  }),
  symptoms: z.array(
    z.object({
      name: z.string(),
      count: z.number().int(),
      /** 1-10 scale. */
      average_severity: z.number(),
      max_severity: z.number(),
      last_on: z.string(),
    }),
  ),
});
export type SharedTrendsSection = z.infer<typeof sharedTrendsSectionSchema>;

export const sharedLabReportSectionSchema = z.object({
  id: z.string(),
  test_type: z.string(),
  collected_on: z.string().nullable(),
  created_at: z.string(),
  biomarkers: z.array(
    z.object({
      name: z.string(),
      value: z.number().nullable(),
      value_text: z.string().nullable(),
      unit: z.string().nullable(),
      /** The lab's printed range when it printed one, else our reference range for this person. */
      ref_low: z.number().nullable(),
      ref_high: z.number().nullable(),
      /** 'normal', 'low', 'high', 'critical_low', 'critical_high', 'abnormal'... (labs contract). */
      flag: z.string(),
    }),
  ),
});
export type SharedLabReportSection = z.infer<typeof sharedLabReportSectionSchema>;

export const sharedSummarySchema = z.object({
  /** The user's first name when they gave one; never an e-mail or a full name. */
  first_name: z.string().nullable(),
  provider: shareProviderRefSchema.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** When the summary was assembled (now): it reflects the user's current data. */
  generated_at: z.string(),
  /** Each section is null when the user did not share it. */
  sections: z.object({
    medicines: sharedMedicinesSectionSchema.nullable(),
    trends: sharedTrendsSectionSchema.nullable(),
    lab_report: sharedLabReportSectionSchema.nullable(),
  }),
  /** `/api/shared/<token>/fhir` when the owner offered the sections as a FHIR R4 Bundle, else null. */
  fhir_bundle_url: z.string().nullable(),
  disclaimer: z.string(),
});
export type SharedSummary = z.infer<typeof sharedSummarySchema>;
