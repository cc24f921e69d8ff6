import { describe, expect, it } from 'vitest';
import { fillPage, withEditionSubtitle } from './html-page';

/** A member's page as the server renders it: without a document, so as the Health edition. */
const RENDERED = `<html><head></head><body><div id="root"><header><p data-edition-subtitle="">Advanced Health Insights</p></header><main><h1>Dashboard</h1></main></div></body></html>`;

describe('the edition in a page', () => {
  it("says the Wellness edition's subtitle in a page rendered as the Health edition", () => {
    const page = withEditionSubtitle(RENDERED, 'wellness');
    expect(page).toContain('>General Wellness Information</p>');
    expect(page).not.toContain('Advanced Health Insights');
    expect(page).toContain('<h1>Dashboard</h1>');
  });

  it('leaves the Health edition as rendered', () => {
    expect(withEditionSubtitle(RENDERED, 'health')).toBe(RENDERED);
  });

  it('fills a built page with the edition, its meta tag and the origin', () => {
    const page = fillPage(RENDERED.replace('<h1>', '<h1 data-url="%APP_URL%">'), {
      appUrl: 'https://wellnest.example',
      edition: 'wellness',
      emailDelivery: 'outbox',
      supportEmail: 'help@wellnest.example',
    });
    expect(page).toContain('<meta name="wellnest-edition" content="wellness">');
    expect(page).toContain('data-url="https://wellnest.example"');
    expect(page).toContain('>General Wellness Information</p>');
  });
});
