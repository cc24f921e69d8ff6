/**
 * One XML entry of the ZIP read as a stream (saxes, a SAX parser) under the limits of ADR 075:
 * depth, attributes per element and their length, elements in all, and the length of any run
 * without markup. saxes keeps no text when no text handler is set, but it does keep a whole tag,
 * comment or DOCTYPE until it ends, so those runs are bounded too. Custom entities are never
 * expanded (saxes refuses any it does not know), so there is no "billion laughs".
 *
 * The entry is the export only if its root element is <HealthData>: the file's name differs by
 * language (export.xml, Export.xml, exportar.xml, 导出.xml), its root does not. Before the root is
 * seen, a parse error means "not the export"; after it, the export is unreadable.
 */
import { SaxesParser } from 'saxes';
import { createAppleHealthCollector, type AppleHealthSummary } from './apple-health-collector';
import { AppleHealthError, type AppleHealthLimits } from './apple-health-limits';

export type EntryState = 'looking' | 'export' | 'other';

export interface XmlEntryReader {
  /** Parses the next piece of the entry's text; throws AppleHealthError past a limit. */
  write(text: string): void;
  close(): void;
  state(): EntryState;
  summary(): AppleHealthSummary;
}

type XmlLimits = Pick<
  AppleHealthLimits,
  'maxDepth' | 'maxAttributes' | 'maxAttributeChars' | 'maxTextChars' | 'maxElements' | 'maxSources'
>;

/**
 * Counts characters between two '<', across chunks, so that a run of text or one tag longer than
 * the limit stops however the inflater cut it (one chunk can hold megabytes).
 */
function markupGap(maxChars: number) {
  let gap = 0;
  return (text: string) => {
    let from = 0;
    for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
      if (gap + at - from > maxChars) throw new AppleHealthError('text_too_long');
      gap = 0;
      from = at + 1;
    }
    gap += text.length - from;
    if (gap > maxChars) throw new AppleHealthError('text_too_long');
  };
}

/**
 * Characters saxes holds for what it has not finished: an open comment, CDATA section, DOCTYPE
 * or processing instruction is kept whole in its `text` field and reported only when it closes,
 * and '<' inside it passes the run check above. Read after every write, so it is bounded as it
 * grows rather than when it ends (or never).
 */
function heldText(parser: SaxesParser): number {
  // `text` is saxes's own field, left out of its type declarations: read by name, checked below.
  const text: unknown = Reflect.get(parser, 'text');
  return typeof text === 'string' ? text.length : 0;
}

/** Element counters shared by the whole ZIP, so that many entries cannot multiply the budget. */
export interface ElementBudget {
  elements: number;
}

export function createXmlEntryReader(
  limits: XmlLimits,
  budget: ElementBudget,
  now: Date,
): XmlEntryReader {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const collector = createAppleHealthCollector({ now, maxSources: limits.maxSources });
  const checkGap = markupGap(limits.maxTextChars);
  let state: EntryState = 'looking';
  let depth = 0;
  let attributes = 0;
  let parseError: Error | null = null;

  const bounded = (text: string) => {
    if (text.length > limits.maxTextChars) throw new AppleHealthError('text_too_long');
  };
  parser.on('opentagstart', () => {
    if (depth >= limits.maxDepth) throw new AppleHealthError('too_deep');
    if (++budget.elements > limits.maxElements) throw new AppleHealthError('too_many_elements');
    attributes = 0;
  });
  parser.on('attribute', (attribute) => {
    if (++attributes > limits.maxAttributes) throw new AppleHealthError('too_many_attributes');
    if (attribute.value.length > limits.maxAttributeChars)
      throw new AppleHealthError('attribute_too_long');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (state === 'looking') state = tag.name === 'HealthData' ? 'export' : 'other';
    else if (tag.name === 'Record' && state === 'export')
      collector.record(tag.attributes as Record<string, string>);
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  parser.on('comment', bounded);
  parser.on('cdata', bounded);
  parser.on('doctype', bounded);
  parser.on('processinginstruction', (pi) => bounded(pi.body));
  parser.on('error', (error) => {
    parseError ??= error;
  });

  /** A parse error is the export's only once its root is known to be <HealthData>. */
  const failed = () => {
    if (!parseError) return;
    if (state === 'export') throw new AppleHealthError('bad_xml');
    state = 'other';
  };

  return {
    write(text) {
      if (state === 'other') return;
      checkGap(text);
      try {
        parser.write(text);
      } catch (error) {
        if (error instanceof AppleHealthError) throw error;
        parseError ??= error as Error;
      }
      if (heldText(parser) > limits.maxTextChars) throw new AppleHealthError('text_too_long');
      failed();
    },
    close() {
      if (state === 'other') return;
      try {
        parser.close();
      } catch (error) {
        parseError ??= error as Error;
      }
      failed();
    },
    state: () => state,
    summary: () => collector.summary(),
  };
}
