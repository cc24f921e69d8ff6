/**
 * How people and systems write a schedule, a dose and a moment in English, German, French and
 * Spanish: what the world's text dosages are made of. The scorer reads the stored text with its
 * own synonyms (world-score.ts), never with these phrase lists.
 */
import type { Dice } from './world-random';
import type {
  AsNeededReason,
  DoseTruth,
  Language,
  Moment,
  ScheduleTruth,
  Weekday,
} from './world-model';

const UNIT_WORDS: Record<Language, Record<DoseTruth['unit'], [string, string]>> = {
  en: {
    mg: ['mg', 'mg'],
    mcg: ['mcg', 'mcg'],
    mL: ['mL', 'mL'],
    tablet: ['tablet', 'tablets'],
    capsule: ['capsule', 'capsules'],
    puff: ['puff', 'puffs'],
  },
  de: {
    mg: ['mg', 'mg'],
    mcg: ['µg', 'µg'],
    mL: ['ml', 'ml'],
    tablet: ['Tablette', 'Tabletten'],
    capsule: ['Kapsel', 'Kapseln'],
    puff: ['Hub', 'Hübe'],
  },
  fr: {
    mg: ['mg', 'mg'],
    mcg: ['µg', 'µg'],
    mL: ['ml', 'ml'],
    tablet: ['comprimé', 'comprimés'],
    capsule: ['gélule', 'gélules'],
    puff: ['bouffée', 'bouffées'],
  },
  es: {
    mg: ['mg', 'mg'],
    mcg: ['mcg', 'mcg'],
    mL: ['ml', 'ml'],
    tablet: ['comprimido', 'comprimidos'],
    capsule: ['cápsula', 'cápsulas'],
    puff: ['inhalación', 'inhalaciones'],
  },
};

const decimal = (value: number, language: Language) =>
  language === 'en' ? String(value) : String(value).replace('.', ',');

export function doseWords(dose: DoseTruth, language: Language): string {
  const [one, many] = UNIT_WORDS[language][dose.unit];
  const amount =
    dose.high !== undefined
      ? `${decimal(dose.low, language)}-${decimal(dose.high, language)}`
      : decimal(dose.low, language);
  return `${amount} ${dose.high === undefined && dose.low === 1 ? one : many}`;
}

const MOMENT_WORDS: Record<Language, Record<Moment, string[]>> = {
  en: {
    morning: ['in the morning', 'every morning', 'before breakfast', 'with breakfast'],
    noon: ['at noon', 'at lunchtime', 'with lunch'],
    evening: ['in the evening', 'with dinner', 'every evening'],
    night: ['at bedtime', 'at night'],
  },
  de: {
    morning: ['morgens', 'zum Frühstück'],
    noon: ['mittags', 'zum Mittagessen'],
    evening: ['abends', 'zum Abendessen'],
    night: ['zur Nacht', 'vor dem Schlafengehen'],
  },
  fr: {
    morning: ['le matin', 'au petit-déjeuner'],
    noon: ['à midi', 'au déjeuner'],
    evening: ['le soir', 'au dîner'],
    night: ['au coucher'],
  },
  es: {
    morning: ['por la mañana', 'con el desayuno'],
    noon: ['al mediodía', 'con el almuerzo'],
    evening: ['por la tarde', 'con la cena'],
    night: ['al acostarse', 'antes de dormir'],
  },
};

export const momentWords = (moment: Moment, language: Language, d: Dice) =>
  d.pick(MOMENT_WORDS[language][moment]);

const AND: Record<Language, string> = { en: 'and', de: 'und', fr: 'et', es: 'y' };

const join = (items: string[], language: Language) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${AND[language]} ${items[items.length - 1]}`;

const DAY_WORDS: Record<Language, Record<Weekday, string>> = {
  en: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  de: {
    mon: 'Montag',
    tue: 'Dienstag',
    wed: 'Mittwoch',
    thu: 'Donnerstag',
    fri: 'Freitag',
    sat: 'Samstag',
    sun: 'Sonntag',
  },
  fr: {
    mon: 'lundi',
    tue: 'mardi',
    wed: 'mercredi',
    thu: 'jeudi',
    fri: 'vendredi',
    sat: 'samedi',
    sun: 'dimanche',
  },
  es: {
    mon: 'lunes',
    tue: 'martes',
    wed: 'miércoles',
    thu: 'jueves',
    fri: 'viernes',
    sat: 'sábado',
    sun: 'domingo',
  },
};

const REASON_WORDS: Record<Language, Record<AsNeededReason, string>> = {
  en: { pain: 'pain', breath: 'shortness of breath', sleep: 'sleeplessness' },
  de: { pain: 'Schmerzen', breath: 'Atemnot', sleep: 'Schlafstörungen' },
  fr: { pain: 'douleur', breath: 'essoufflement', sleep: 'insomnie' },
  es: { pain: 'dolor', breath: 'falta de aire', sleep: 'insomnio' },
};

export const reasonWords = (reason: AsNeededReason, language: Language) =>
  REASON_WORDS[language][reason];

function clockWords(times: string[], language: Language, d: Dice): string {
  const hour = (time: string) => Number(time.slice(0, 2));
  switch (language) {
    case 'en':
      return d.chance(0.5)
        ? `at ${join(
            times.map((t) => t.replace(/^0/, '')),
            'en',
          )}`
        : `at ${join(
            times.map((t) => {
              const h = hour(t);
              return `${h % 12 || 12} ${h < 12 ? 'am' : 'pm'}`;
            }),
            'en',
          )}`;
    case 'de':
      return `um ${join(
        times.map((t) => `${hour(t)} Uhr`),
        'de',
      )}`;
    case 'fr':
      return `à ${join(
        times.map((t) => `${hour(t)}h`),
        'fr',
      )}`;
    case 'es':
      return `a las ${join(times, 'es')}`;
  }
}

const COUNT_WORDS: Record<Language, string[]> = {
  en: ['once daily', 'twice a day', 'three times a day', 'four times daily', '5 times a day'],
  de: ['einmal täglich', 'zweimal täglich', 'dreimal täglich', 'viermal täglich', '5x täglich'],
  fr: [
    'une fois par jour',
    '2 fois par jour',
    '3 fois par jour',
    '4 fois par jour',
    '5 fois par jour',
  ],
  es: [
    'una vez al día',
    'dos veces al día',
    'tres veces al día',
    'cuatro veces al día',
    '5 veces al día',
  ],
};

const EN_SIG_COUNTS = ['daily', '2 (two) times daily', '3 (three) times daily', '4 times daily'];

/** A schedule in words ('twice a day', 'alle 8 Stunden', 'le lundi et le jeudi'). */
export function scheduleWords(schedule: ScheduleTruth, language: Language, d: Dice): string {
  switch (schedule.kind) {
    case 'daily':
      if (language === 'en' && schedule.perDay <= 4 && d.chance(0.3))
        return EN_SIG_COUNTS[schedule.perDay - 1]!;
      if (language === 'de' && d.chance(0.3)) return `${schedule.perDay}x täglich`;
      return COUNT_WORDS[language][schedule.perDay - 1]!;
    case 'every':
      return {
        en: d.chance(0.3) ? `q${schedule.hours}h` : `every ${schedule.hours} hours`,
        de: `alle ${schedule.hours} Stunden`,
        fr: `toutes les ${schedule.hours} heures`,
        es: `cada ${schedule.hours} horas`,
      }[language];
    case 'clock':
      return clockWords(schedule.times, language, d);
    case 'moments':
      return join(
        schedule.moments.map((m) => momentWords(m, language, d)),
        language,
      );
    case 'weekdays': {
      const days = schedule.days.map((day) => DAY_WORDS[language][day]);
      return {
        en: `on ${join(
          days.map((day) => `${day}s`),
          'en',
        )}`,
        de: join(days, 'de'),
        fr: `le ${join(days, 'fr')}`,
        es: `los ${join(days, 'es')}`,
      }[language];
    }
    case 'every-other-day':
      return {
        en: 'every other day',
        de: 'jeden zweiten Tag',
        fr: 'un jour sur deux',
        es: 'cada 48 horas',
      }[language];
    case 'weekly':
      return {
        en: 'once a week',
        de: 'einmal wöchentlich',
        fr: 'une fois par semaine',
        es: 'una vez a la semana',
      }[language];
    case 'as-needed': {
      const reason = schedule.reason ? reasonWords(schedule.reason, language) : null;
      const every = schedule.everyHours;
      switch (language) {
        case 'en':
          return [
            every ? `every ${every} hours` : null,
            d.chance(0.3) ? 'PRN' : 'as needed',
            reason ? `for ${reason}` : null,
          ]
            .filter(Boolean)
            .join(' ');
        case 'de':
          return [
            every ? `alle ${every} Stunden` : null,
            'bei Bedarf',
            reason ? `bei ${reason}` : null,
          ]
            .filter(Boolean)
            .join(' ');
        case 'fr':
          return [
            every ? `toutes les ${every} heures` : null,
            'si besoin',
            reason ? `en cas de ${reason}` : null,
          ]
            .filter(Boolean)
            .join(' ');
        case 'es':
          return [
            every ? `cada ${every} horas` : null,
            'si es necesario',
            reason ? `para ${reason}` : null,
          ]
            .filter(Boolean)
            .join(' ');
      }
    }
  }
}

const TAKE: Record<Language, string[]> = {
  en: ['Take ', 'take ', '', 'Inhale '],
  de: ['', 'Einnahme: '],
  fr: ['', 'Prendre '],
  es: ['', 'Tomar '],
};

/** A whole sig: 'Take 1 tablet by mouth twice a day', '1 Tablette zweimal täglich'. */
export function sigWords(
  dose: DoseTruth | null,
  schedule: ScheduleTruth,
  language: Language,
  d: Dice,
): string {
  const verb =
    dose?.unit === 'puff' && language === 'en' ? 'Inhale ' : d.pick(TAKE[language].slice(0, 3));
  const route = language === 'en' && dose?.unit !== 'puff' && d.chance(0.4) ? ' by mouth' : '';
  const amount = dose ? `${doseWords(dose, language)}${route} ` : '';
  return `${dose ? verb : ''}${amount}${scheduleWords(schedule, language, d)}`.trim();
}

/** One line of a split dose: '2 tablets in the morning', '1 Tablette abends'. */
export function lineWords(dose: DoseTruth, moment: Moment, language: Language, d: Dice): string {
  return `${doseWords(dose, language)} ${momentWords(moment, language, d)}`;
}

/** The European scheme: morning-noon-evening(-night) amounts, '1-0-1', '2-0-1-0'. */
export function schemeWords(lines: { moment: Moment; dose: DoseTruth }[], d: Dice): string {
  const order: Moment[] = ['morning', 'noon', 'evening', 'night'];
  const withNight = lines.some((line) => line.moment === 'night') || d.chance(0.3);
  return order
    .slice(0, withNight ? 4 : 3)
    .map((moment) => lines.find((line) => line.moment === moment)?.dose.low ?? 0)
    .join('-');
}
