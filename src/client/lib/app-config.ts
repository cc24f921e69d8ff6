/**
 * Per-deployment settings the server injects into the served HTML as meta tags: the edition
 * (Health or Wellness) and the support address shown in the welcome popup.
 */
import { useMemo } from 'react';
import { resolveEdition, type Edition } from '#shared/domain/edition';

export interface AppConfig {
  edition: Edition;
  supportEmail: string;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@wellnest.app';

function readMeta(name: string): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return content?.trim() || null;
}

function isEdition(value: string | null): value is Edition {
  return value === 'health' || value === 'wellness';
}

export function getAppConfig(): AppConfig {
  // Server rendering has no document: prerendered HTML uses the Health defaults and the server
  // rewrites the edition-specific text when it serves the Wellness edition.
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return { edition: 'health', supportEmail: DEFAULT_SUPPORT_EMAIL };
  }
  const edition = readMeta('wellnest-edition');
  return {
    edition: isEdition(edition) ? edition : resolveEdition(window.location.hostname),
    supportEmail: readMeta('wellnest-support-email') ?? DEFAULT_SUPPORT_EMAIL,
  };
}

/** The config never changes while the page is open, so it is read once per component. */
export function useAppConfig(): AppConfig {
  return useMemo(getAppConfig, []);
}
