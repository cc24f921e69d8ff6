/**
 * A wish to die or to kill oneself said in another language, inside an English message or on its
 * own ("je veux mourir", "quiero suicidarme, I mean it", "I want to sterben"), read as the English
 * words the crisis rules know, before they read the text (ADR 138). The community and the assistant
 * are written in English, but a person in crisis often says the one sentence that matters in the
 * language they grew up with.
 *
 * Only first-person wishes, acts and plans are translated, as whole phrases, and the words for
 * suicide: ordinary idioms of dying ("me muero de risa", "je meurs de faim", "tu vas me tuer") are
 * left alone. The phrases come from the languages' grammar (a verb of wanting or going, the
 * infinitive, the reflexive), not from any message of a test set. Readings are lower case with
 * accents folded (normalize.ts), so the patterns are written without accents.
 */

const I_WANT_TO_DIE = 'i want to die';
const I_WANT_TO_KILL_MYSELF = 'i want to kill myself';
const I_DO_NOT_WANT_TO_LIVE = 'i do not want to live any more';

/** [phrase over a folded reading, the English it says]; the first that matches a place wins. */
const PHRASES: readonly (readonly [string, string])[] = [
  // A wish not to die, which the wishes below must not read from its middle ("no quiero morir").
  [
    '(?:no (?:me )?quiero morir(?:me)?|je ne veux pas mourir|non voglio morire|nao quero morrer|ich will nicht sterben|ayoko (?:pang |nang )?mamatay|ik wil niet dood|nie chce umrzec)',
    'i do not want to die',
  ],
  // French.
  ["j ?'?ai envie de (?:mourir|crever)", I_WANT_TO_DIE],
  ["j ?'?ai envie de me (?:suicider|tuer|foutre en l ?'?air)", I_WANT_TO_KILL_MYSELF],
  ['je (?:veux|voudrais|vais) (?:juste |simplement )?(?:mourir|crever)', I_WANT_TO_DIE],
  [
    "je (?:veux|voudrais|vais) (?:juste |simplement )?me (?:suicider|tuer|foutre en l ?'?air)",
    I_WANT_TO_KILL_MYSELF,
  ],
  ["(?:j ?'?ai envie d ?'?|je (?:veux|vais) )en finir", 'i want to end it all'],
  ['mettre fin a (?:mes jours|ma vie)', 'end my life'],
  ['je ne veux plus vivre', I_DO_NOT_WANT_TO_LIVE],
  ['ne (?:plus jamais|plus|jamais) me reveiller', 'never wake up'],
  ['me suicider', 'kill myself'],
  // A last message, a burden, a dose so as not to wake up, self-harm by its own word (ADR 147):
  // the warning signs in French grammar, read by the English rules with what surrounds them.
  ["(?:c ?'?est )?mon (?:dernier message|dernier mot)", 'this is my last message'],
  ['adieu a (?:tous|toutes|vous tous)', 'goodbye everyone'],
  ['(?:seraient|serait|serez|seriez) (?:tous )?mieux sans moi', 'would be better off without me'],
  ['je (?:suis|ne suis qu ?.?un) (?:un )?(?:fardeau|poids) pour', 'i am a burden to'],
  ['pour ne (?:pas|plus) (?:me |se )?reveiller', 'to not wake up'],
  ['combien de (?:comprimes|cachets|pilules|gelules)', 'how many pills'],
  ['je me (?:scarifie|mutile)|je me suis (?:scarifiee?|mutilee?)', 'i cut myself'],
  // ADR 148: the act told as done (read as the English, whose rules judge it; a dose taken 'as
  // prescribed' or 'this morning' is not read), no way out seen, a decision made in peace, "too
  // many" owned.
  [
    "j ?'?ai (?:pris|avale) (?:toutes mes|tous mes|toute (?:la|ma) boite de) (?:pilules|comprimes|cachets|medicaments|somniferes)(?! comme| ce matin| aujourd)",
    'i took all my pills',
  ],
  [
    "je ne vois (?:plus )?(?:aucune|pas d ?'?|pas de|plus d ?'?|plus de) ?(?:issue|sortie|solution)",
    'i see no way out',
  ],
  ['en paix avec ma decision', 'at peace with my decision'],
  ['ne vous inquietez plus pour moi', 'do not worry about me any more'],
  ['(?:seraient|serait) de trop', 'would be too many'],
  ['je (?:le )?demande serieusement', 'i am asking seriously'],
  // Spanish.
  ['(?:yo )?(?:me )?quiero morir(?:me)?', I_WANT_TO_DIE],
  ['(?:quiero|voy a|me voy a) (?:suicidarme|matarme|quitarme la vida)', I_WANT_TO_KILL_MYSELF],
  ['me quiero (?:matar|suicidar)', I_WANT_TO_KILL_MYSELF],
  ['me voy a (?:matar|suicidar|quitar la vida)', 'i am going to kill myself'],
  ['acabar con mi vida', 'end my life'],
  ['quitarme la vida', 'take my life'],
  ['no quiero (?:seguir )?viv(?:ir|iendo)(?: mas)?', I_DO_NOT_WANT_TO_LIVE],
  ['no quiero (?:volver a )?despertar(?:me)?', 'i do not want to wake up'],
  ['suicidarme', 'kill myself'],
  ['(?:esta es |este es )?mi (?:despedida|ultimo mensaje)', 'this is my last message'],
  ['adios a todos', 'goodbye everyone'],
  // ADR 149: forgiveness asked of everyone at once, the way a farewell ends.
  ['(?:perdon(?:enme)?|perdonadme) a todos', 'forgive me everyone'],
  [
    '(?:estarian|estaria|serian|seria|vivirian) (?:todos )?mejor sin mi',
    'would be better off without me',
  ],
  ['soy (?:solo )?una carga (?:para)', 'i am a burden to'],
  [
    '(?:la )?unica (?:salida|solucion|opcion)(?: que (?:veo|tengo|me queda))? es (?:matarme|suicidarme|morirme|morir)',
    'the only way out is to kill myself',
  ],
  ['para no (?:despertar(?:me)?|volver a despertar)', 'to not wake up'],
  ['para no sobrevivir', 'to not survive'],
  ['desde que altura', 'from what height'],
  ['(?:hay|tengo) que saltar', 'do i need to jump'],
  ['cuantas (?:pastillas|pildoras|tabletas)', 'how many pills'],
  ['(?:me autolesiono|me autolesione|autolesionarme)', 'i cut myself'],
  [
    '(?:me )?(?:tome|trague) (?:todas|todos) (?:mis|las|los) (?:pastillas|pildoras|tabletas|medicamentos|somniferos)(?! como| esta manana| hoy)',
    'i took all my pills',
  ],
  [
    '(?:me corte|me he cortado|me estoy cortando) (?:otra vez|de nuevo)|volvi a cortarme',
    'i cut myself again',
  ],
  ['no veo (?:ninguna )?salida', 'i see no way out'],
  ['(?:serian|seria) (?:demasiadas|demasiados|demasiado)', 'would be too many'],
  ['(?:lo )?pregunto en serio', 'i am asking seriously'],
  // German.
  [
    'ich (?:will|mochte|moechte|mocht) (?:einfach |nur |nicht mehr leben und )?sterben',
    I_WANT_TO_DIE,
  ],
  [
    'ich (?:will|mochte|moechte) (?:einfach |nur |echt )?nicht mehr (?:leben|da sein|sein)',
    I_DO_NOT_WANT_TO_LIVE,
  ],
  ['ich (?:will|mochte|moechte) (?:einfach |nur )?nicht mehr aufwachen', 'i want to not wake up'],
  ['(?:ich )?(?:bring|bringe) mich (?:heute |bald |jetzt )?um', 'i am going to kill myself'],
  // ADR 149: the verb before its subject when a time opens the sentence ("am Freitag bringe ich
  // mich um"), German's verb-second order.
  ['(?:bring|bringe) ich mich(?: [a-z]+){0,3} um', 'i am going to kill myself'],
  [
    '(?:mir )?(?:wieder |schon wieder )?(?:die )?(?:arme|handgelenke|pulsadern) (?:wieder )?(?:aufgeschnitten|aufgeritzt)',
    'i cut my wrists',
  ],
  ['(?:ich will |ich werde )?mich (?:umbringen|toten|umzubringen)', 'kill myself'],
  ['nicht mehr aufwachen', 'not wake up'],
  ['(?:selbstmord|suizid|freitod)', 'suicide'],
  // 'mich am Wochenende umzubringen': the reflexive and the verb a few words apart.
  ['mich(?: [a-z]+){1,4} (?:umzubringen|umbringen)', 'kill myself'],
  ['(?:das ist )?meine letzte nachricht', 'this is my last message'],
  // Of people only: 'der Urlaub war besser ohne mich' is a holiday.
  [
    '(?:alle|jeder|sie|ihr|meine (?:familie|eltern|kinder|freunde)|die welt)(?: [a-z]+){0,3} (?:besser (?:dran )?ohne mich|ohne mich besser dran)',
    'everyone would be better off without me',
  ],
  ['ich bin (?:nur )?(?:eine last|ein klotz am bein) fur', 'i am a burden to'],
  ['um nicht mehr aufzuwachen', 'to not wake up'],
  ['wie viele (?:tabletten|pillen)', 'how many pills'],
  ['wie viele (?:von )?(?:meinen |den )?(?:schlaf)?(?:tabletten|pillen)', 'how many pills'],
  [
    '(?:ich habe|hab|habe) alle (?:meine )?(?:tabletten|pillen|schlaftabletten) (?:genommen|geschluckt)(?! wie)',
    'i took all my pills',
  ],
  ['(?:ich )?(?:sehe|seh) keinen ausweg', 'i see no way out'],
  // Not 'mit ihm Schluss machen' (a break-up) nor 'für heute mach ich Schluss' (the end of a day);
  // 'am Freitag mach ich Schluss' is as often a last day at work, so it is only 'i am done'.
  ['(?<!heute )(?:mach|mache) ich schluss(?! mit| fur heute)', 'i am done'],
  ['(?:waren|ware) zu viel(?:e)?', 'would be too many'],
  ['(?:ich )?frage (?:das )?(?:ernsthaft|im ernst)', 'i am asking seriously'],
  [
    'ich (?:ritze|schneide) mich|(?:mich|habe mich) (?:wieder |schon wieder )?geritzt',
    'i cut myself',
  ],
  // Italian.
  ['(?:io )?(?:voglio|vorrei) morire', I_WANT_TO_DIE],
  [
    '(?:mi voglio|voglio|vorrei) (?:uccidere|uccidermi|ammazzare|ammazzarmi|suicidare|suicidarmi)',
    I_WANT_TO_KILL_MYSELF,
  ],
  ['(?:voglio |vorrei )?farla finita', 'i want to end it all'],
  // ADR 152: "presto non ci sarò più", soon I will not be here any more.
  ['(?:presto |domani |stanotte )?non ci saro piu', 'i will not be here much longer'],
  ['togliermi la vita', 'take my life'],
  ['non voglio piu vivere', I_DO_NOT_WANT_TO_LIVE],
  ['mi (?:uccido|ammazzo|suicido)', 'i am going to kill myself'],
  ['ho preso tutte le (?:mie )?(?:pillole|pasticche|compresse)', 'i took all the pills'],
  [
    '(?:mi sono (?:tagliata|tagliato)|mi taglio) (?:di nuovo|ancora)|ho ricominciato a tagliarmi',
    'i cut myself again',
  ],
  ['non vedo (?:nessuna |altra )?(?:via d ?.?uscita|uscita|soluzione)', 'i see no way out'],
  ['(?:questo e )?il mio ultimo messaggio', 'this is my last message'],
  ['addio a tutti', 'goodbye everyone'],
  [
    '(?:starebbero|sarebbero|stareste|sarebbe) (?:tutti )?meglio senza di me',
    'would be better off without me',
  ],
  ['sono (?:solo )?un peso per', 'i am a burden to'],
  ['per non (?:svegliarmi|risvegliarmi)', 'to not wake up'],
  ['quante (?:pillole|pasticche|compresse)', 'how many pills'],
  ['(?:mi autolesiono|autolesionarmi)', 'i cut myself'],
  // Portuguese.
  ['(?:eu )?quero morrer', I_WANT_TO_DIE],
  ['(?:quero|vou) me (?:matar|suicidar)', I_WANT_TO_KILL_MYSELF],
  ['nao quero mais viver', I_DO_NOT_WANT_TO_LIVE],
  ['(?:pensando|pensar|penso) em me (?:matar|suicidar)', 'i am thinking about killing myself'],
  // Not 'me matar' alone: 'vai me matar de rir' is laughing.
  ['me suicidar', 'kill myself'],
  ['(?:esta e )?(?:a )?minha (?:despedida|ultima mensagem)', 'this is my last message'],
  ['adeus a todos', 'goodbye everyone'],
  [
    '(?:ficaria|ficariam|estaria|estariam|seria) (?:todos )?melhor sem mim',
    'would be better off without me',
  ],
  ['(?:eu )?(?:so atrapalho|sou (?:so )?um peso para)', 'i am a burden to'],
  ['para nao acordar', 'to not wake up'],
  ['para nao sobreviver', 'to not survive'],
  ['quantos (?:comprimidos|remedios)', 'how many pills'],
  [
    '(?:me cortei|me cortando|me corto) de novo|voltei a me cortar|me automutil[a-z]*',
    'i cut myself',
  ],
  ['separei (?:os|todos os) (?:comprimidos|remedios)', 'i set aside the pills'],
  ['vou tomar (?:todos|tudo)', 'i will take them all'],
  [
    'tomei (?:todos|todas) (?:os |as )?(?:meus |minhas )?(?:comprimidos|remedios|pilulas)(?! como| hoje de manha| de manha)',
    'i took all my pills',
  ],
  ['(?:nao vejo (?:nenhuma )?saida|nao vejo saida nenhuma)', 'i see no way out'],
  ['a unica saida e (?:morrer|me matar)', 'the only way out is to kill myself'],
  // ADR 149: a life ended by the verb 'acabar com', and no more need of anything.
  ['(?:vou |quero )?acabar com a (?:minha )?vida', 'end my life'],
  ['nao vou (?:mais )?precisar (?:mais )?de nada', 'i will not need anything any more'],
  // Dutch.
  ['ik wil (?:dood|sterven|dood gaan|doodgaan)', I_WANT_TO_DIE],
  ['ik wil (?:er )?niet meer (?:leven|zijn|er zijn)', I_DO_NOT_WANT_TO_LIVE],
  [
    'ik (?:ga|wil) (?:zelfmoord plegen|mezelf (?:van kant maken|doden|ombrengen|iets aandoen))',
    I_WANT_TO_KILL_MYSELF,
  ],
  ['(?:een )?eind(?:e)? aan mijn leven (?:maken|te maken)', 'end my life'],
  ['mezelf (?:van kant maken|doden|ombrengen)', 'kill myself'],
  ['zelfmoord', 'suicide'],
  // ADR 149: pills saved up, and all of them taken tonight.
  ['(?:al )?(?:mijn |de )?(?:pillen|tabletten|slaappillen) (?:ge)?spaard', 'saved up my pills'],
  ['(?:neem ik|ik neem) ze (?:allemaal|alle) in', 'i will take them all'],
  // Polish (accents folded: "chcę umrzeć" is read "chce umrzec").
  ['(?:ja )?chce (?:juz )?umrzec', I_WANT_TO_DIE],
  ['nie chce (?:juz )?(?:dluzej )?(?:zyc|zyc dalej)', I_DO_NOT_WANT_TO_LIVE],
  ['(?:chce sie|chce sobie) (?:zabic|odebrac zycie)', I_WANT_TO_KILL_MYSELF],
  ['(?:zabije sie|odbiore sobie zycie)', 'i am going to kill myself'],
  ['samoboj(?:stwo|stwa|cze|czy)', 'suicide'],
  // ADR 149: suicide thought of by the writer ("mysle o samobojstwie"; a song 'o samobojstwie'
  // is about it), and a plan had ("mam juz plan").
  ['(?:mysle|myslalem|myslalam|ciagle mysle) o samobojstwie', 'i think about suicide'],
  ['mam (?:juz )?plan', 'i have a plan'],
  // Tagalog.
  ['gusto ko (?:nang |na )?(?:mamatay|mawala na)', I_WANT_TO_DIE],
  ['(?:gusto ko (?:nang |na )?)?magpakamatay', I_WANT_TO_KILL_MYSELF],
  ['magpapakamatay (?:na )?(?:ako)?', 'i am going to kill myself'],
  ['(?:papatayin ko|patayin ko) ang sarili ko', 'i am going to kill myself'],
  ['ayoko (?:nang|na) mabuhay', I_DO_NOT_WANT_TO_LIVE],
  // Hindi and Urdu, as written in Latin letters.
  [
    '(?:main |mai |mein )?mar (?:jaun|jaaun|jau|jaoon|jana chahta hoon|jana chahti hoon|jana chahta hu|jana chahti hu)',
    I_WANT_TO_DIE,
  ],
  ['(?:main |mai )?marna chaht[ai] (?:hoon|hu|hun)', I_WANT_TO_DIE],
  ['(?:main |mai )?(?:jeena|jina) nahi chaht[ai]', I_DO_NOT_WANT_TO_LIVE],
  ['mujhe (?:ab )?(?:marna|mar jana) (?:hai|he)', I_WANT_TO_DIE],
  ['mujhe (?:ab )?(?:nahi|nahin) (?:jeena|jina|zinda rehna) (?:hai|he)', I_DO_NOT_WANT_TO_LIVE],
  ['mujhe (?:ab )?(?:jeena|jina|zinda rehna) (?:nahi|nahin) (?:hai|he)', I_DO_NOT_WANT_TO_LIVE],
  ['(?:apni )?jaan (?:de (?:dunga|dungi|doon|du)|le (?:lunga|lungi))', 'kill myself'],
  ['mujhe (?:ab )?mar ja+na (?:hai|he)', I_WANT_TO_DIE],
  [
    '(?:aur |ab )?(?:nahi|nahin) (?:jee|ji|ji+) (?:sakta|sakti)(?! tha| thi)',
    I_DO_NOT_WANT_TO_LIVE,
  ],
  [
    'sab (?:kuch )?(?:khatam|khatm) kar (?:dunga|dungi|doonga|doongi|dun)',
    'i am going to end it all',
  ],
  ['(?:khudkushi|khudkhushi|khudkhooshi|aatmahatya|atmahatya)', 'suicide'],
  // ADR 152: "kal subah tak main nahi rahunga", by tomorrow morning I will not be here: also a
  // day away ("kal subah main nahi rahunga, dentist ka appointment hai"), so as weak as in English;
  // "mummy ko bolna main unse pyaar karta hoon", tell mum I love her, is a farewell beside it.
  [
    '(?:kal|aaj) (?:subah |raat |sham )?(?:tak )?(?:shayad )?(?:main |mai )?(?:nahi|nahin) (?:rahunga|rahungi|rahoonga|rahoongi|bachunga|bachungi)',
    'i will not be around tomorrow',
  ],
  [
    '(?:\\S+ )?ko (?:bolna|batana|kehna) (?:ki )?(?:main )?(?:unse |usse |un se )?(?:bahut )?pyaar (?:karta|karti)',
    'tell them i love them',
  ],
  // Turkish (accents folded: "yaşamak istemiyorum" is read "yasamak istemiyorum").
  ['(?:artik )?yasamak istemiyorum', I_DO_NOT_WANT_TO_LIVE],
  // ADR 149: a last message and a farewell to everyone.
  ['(?:bu )?(?:benim )?son mesajim', 'this is my last message'],
  ['(?:herkese )?veda ediyorum', 'i am saying goodbye to everyone'],
  // Not '... gibi hissediyordum' (I used to feel like it): a feeling told, not a wish.
  ['olmek istiyorum(?! gibi)', I_WANT_TO_DIE],
  [
    'kendimi (?:oldurecegim|oldurmek istiyorum|oldurmeyi dusunuyorum|asacagim)',
    I_WANT_TO_KILL_MYSELF,
  ],
  ['intihar (?:edecegim|etmek istiyorum|etmeyi dusunuyorum)', 'i am going to kill myself'],
  // Indonesian and Malay. Not 'mati' alone ('mati lampu' is a power cut, 'mati ketawa' laughing).
  [
    '(?:tidak|tak|gak|nggak|ngga|ga|enggak) (?:ingin|mau|pengen|pengin) (?:hidup|idup) lagi',
    I_DO_NOT_WANT_TO_LIVE,
  ],
  [
    '(?:aku |saya |gue |gw )?(?:ingin|mau|pengen|pengin|rasa nak|nak) bunuh diri',
    I_WANT_TO_KILL_MYSELF,
  ],
  [
    '(?:aku|saya|gue|gw) (?:ingin|mau|pengen|pengin|nak) mati(?! (?:ketawa|lampu|gaya|rasanya))',
    I_WANT_TO_DIE,
  ],
  // Swedish, Danish and Norwegian (accents folded: "jag vill dö" is read "jag vill do").
  [
    '(?:jag|jeg) vil(?:l)? (?:inte|ikke) (?:leva|leve)(?: (?:langre|mere|lenger))?',
    I_DO_NOT_WANT_TO_LIVE,
  ],
  ['(?:jag|jeg) vil(?:l)? (?:bara |bare )?(?:do|doe)', I_WANT_TO_DIE],
  [
    '(?:ta|tage) (?:livet av mig|livet av meg|livet af mig|mitt eget liv|mit eget liv)',
    'kill myself',
  ],
  // Finnish.
  ['(?:mina )?haluan kuolla', I_WANT_TO_DIE],
  ['(?:en halua|ma en halua) (?:enaa )?elaa', I_DO_NOT_WANT_TO_LIVE],
  ['(?:tapan itseni|tappaa itseni)', I_WANT_TO_KILL_MYSELF],
  // Czech and Slovak.
  ['(?:chci|chcem) (?:uz )?(?:umrit|umriet|zemrit)', I_WANT_TO_DIE],
  ['(?:zabiju se|chci se zabit|chcem sa zabit|zabijem sa)', I_WANT_TO_KILL_MYSELF],
  // Romanian.
  ['vreau sa mor', I_WANT_TO_DIE],
  ['(?:nu (?:mai )?vreau sa (?:mai )?traiesc)', I_DO_NOT_WANT_TO_LIVE],
  ['(?:(?:vreau|o) sa ma sinucid|ma sinucid|ma omor)', I_WANT_TO_KILL_MYSELF],
  // Hungarian.
  ['(?:meg akarok halni|meghalni akarok)', I_WANT_TO_DIE],
  ['(?:nem akarok (?:mar )?elni)', I_DO_NOT_WANT_TO_LIVE],
  ['(?:megolom magam|ongyilkos leszek)', I_WANT_TO_KILL_MYSELF],
  // Croatian, Serbian and Bosnian in Latin letters.
  ['(?:zelim|hocu da) (?:umrijeti|umreti|umrem)', I_WANT_TO_DIE],
  ['(?:ne zelim|necu) (?:vise )?(?:zivjeti|ziveti|da zivim)', I_DO_NOT_WANT_TO_LIVE],
  ['(?:ubit cu se|ubicu se|zelim se ubiti)', I_WANT_TO_KILL_MYSELF],
  // Vietnamese (tones folded: "tôi muốn chết" is read "toi muon chet"); 'tu tu' alone is not read.
  ['(?:toi|minh|em|tao|anh|con) (?:chi |that su )?muon chet(?! a| ha| ak)', I_WANT_TO_DIE],
  ['(?:toi|minh|em|tao|anh|con) (?:muon|se|sap|dinh) (?:tu tu|tu sat)', I_WANT_TO_KILL_MYSELF],
  ['(?:khong|ko|k) (?:muon|mun) song (?:nua|tiep)', I_DO_NOT_WANT_TO_LIVE],
  // Swahili.
  ['(?:mimi )?nataka kufa', I_WANT_TO_DIE],
  ['(?:nataka )?kujiua', I_WANT_TO_KILL_MYSELF],
  // Catalan.
  ['(?:vull morir|em vull morir)', I_WANT_TO_DIE],
  ['(?:suicidar-me|em vull suicidar)', I_WANT_TO_KILL_MYSELF],
  // The infinitive alone after English words of wanting ("I want to sterben").
  [
    '(want to|wanna|going to|gonna|ready to) (?:sterben|mourir|morir|morire|morrer|mamatay)',
    '$1 die',
  ],
];

const PATTERN = new RegExp(
  `(?<=^| )(?:${PHRASES.map(([phrase]) => `(${phrase.replace(/\((?!\?)/g, '(?:')})`).join('|')})(?= |$)`,
  'g',
);

/**
 * The reading with each phrase above in English. A reading with none of them comes back as it
 * was (the one regular expression is the whole cost for an English text).
 */
export function withOtherLanguagesInEnglish(reading: string): string {
  return reading.replace(PATTERN, (...match: unknown[]) => {
    const groups = match.slice(1, PHRASES.length + 1) as (string | undefined)[];
    const index = groups.findIndex((group) => group !== undefined);
    const [phrase, english] = PHRASES[index]!;
    // '$1' keeps the English words of wanting the phrase began with.
    return english.includes('$1') ? groups[index]!.replace(new RegExp(phrase), english) : english;
  });
}
