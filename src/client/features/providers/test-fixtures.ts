/** Answers the provider and share API gives, for the client tests (shaped by the contract). */
import type {
  ProviderDetail,
  ProviderDirectoryResponse,
  ProviderListItem,
  RegistryListing,
  SharedSummary,
  ShareItem,
} from '#shared/contracts/providers.contract';

export const LISTED_PROVIDER: ProviderListItem = {
  id: '6f1c2b9e-1111-4a4a-9c9c-000000000001',
  name: 'Dr. Ana Garcia',
  profession: 'Physician',
  specialty: 'Sleep medicine',
  location: 'Austin, TX',
  telehealth: true,
  verified: true,
  demo: false,
};

export const SAMPLE_PROVIDER: ProviderListItem = {
  id: '6f1c2b9e-1111-4a4a-9c9c-000000000002',
  name: 'Sam Rivers',
  profession: 'Registered dietitian',
  specialty: 'Sports nutrition',
  location: 'Leeds, UK',
  telehealth: false,
  verified: false,
  demo: true,
};

export const PROVIDER_DETAIL: ProviderDetail = {
  ...LISTED_PROVIDER,
  npi: '1234567893',
  licence: null,
  languages: ['English', 'Spanish'],
  bio: 'I help adults sleep better without relying on medicines.',
  status: 'approved',
  created_at: '2026-11-01T10:00:00.000Z',
  reviewed_at: '2026-11-02T10:00:00.000Z',
};

export const ACTIVE_SHARE: ShareItem = {
  id: '7a000000-0000-4000-8000-000000000001',
  sections: { medicines: true, trends: false, lab_report_id: null, fhir: false },
  provider: { id: LISTED_PROVIDER.id, name: LISTED_PROVIDER.name },
  status: 'active',
  revoked: false,
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2026-12-04T09:00:00.000Z',
  revoked_at: null,
  view_count: 2,
  last_viewed_at: '2026-11-21T15:30:00.000Z',
};

export const REVOKED_SHARE: ShareItem = {
  id: '7a000000-0000-4000-8000-000000000002',
  sections: { medicines: true, trends: true, lab_report_id: null, fhir: false },
  provider: null,
  status: 'revoked',
  revoked: true,
  created_at: '2026-11-10T09:00:00.000Z',
  expires_at: '2026-11-17T09:00:00.000Z',
  revoked_at: '2026-11-12T09:00:00.000Z',
  view_count: 0,
  last_viewed_at: null,
};

export const MEDICINES_SUMMARY: SharedSummary = {
  first_name: 'Ada',
  provider: null,
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2026-12-04T09:00:00.000Z',
  generated_at: '2026-11-22T09:00:00.000Z',
  sections: {
    medicines: {
      items: [
        { name: 'Warfarin', dosage: '5 mg', frequency: 'Once daily', type: 'Prescription' },
        { name: 'Fish oil', dosage: null, frequency: 'Once daily', type: 'Supplement' },
      ],
      interactions: [
        {
          substances: ['Warfarin', 'Fish oil'],
          severity: 'moderate',
          summary: 'Fish oil may add to the bleeding risk of warfarin.',
          management: 'Ask a clinician before combining; watch for bruising.',
          sources: [{ title: 'NIH ODS: Omega-3 fatty acids', url: 'https://ods.od.nih.gov/' }],
        },
      ],
      not_assessed: ['Herbal tea blend'],
    },
    trends: null,
    lab_report: null,
  },
  fhir_bundle_url: null,
  disclaimer:
    'Shared by a Wellnest user for their care. Read-only and educational only — not medical advice.',
};

/** GET /api/providers: the listings, and the registry as a fresh install has it (not connected). */
export function directoryAnswer(
  providers: ProviderListItem[],
  registry: Partial<ProviderDirectoryResponse['registry']> = {},
): ProviderDirectoryResponse {
  return {
    providers,
    registry: { connected: false, results: [], unavailable: false, ...registry },
  };
}

export const REGISTRY_LISTING: RegistryListing = {
  npi: '1234567893',
  name: 'Jane Doe, M.D.',
  kind: 'individual',
  specialty: 'Family Medicine',
  location: 'Boston, MA 02115',
  phone: '617-555-0100',
};
