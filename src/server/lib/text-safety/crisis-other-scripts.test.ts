import { describe, expect, it } from 'vitest';
import { expectFoundAndTwins } from '../../../../tests/fixtures/crisis/probe-set';
import { otherScriptsInEnglish } from './crisis-other-scripts';

// ADR 141: a wish to die in a script other than Latin was read as Latin noise by the skeleton.
describe('crisis in other scripts and more Latin-script languages', () => {
  it('reads first-person wishes to die in other scripts, alone or inside English', () => {
    expectFoundAndTwins(
      [
        'Я больше не хочу жить. Всё.',
        'хочется просто умереть, сил нет',
        'я решила покончить с собой',
        'Не хочу більше жити',
        'θέλω να πεθάνω',
        'אני רוצה למות',
        'أُرِيدُ أَنْ أَمُوتَ',
        'ما بدي عيش',
        'میخوام بمیرم',
        'मैं मरना चाहता हूँ',
        'मुझे अब नहीं जीना',
        'อยากตาย',
        '我真的想死',
        '我不想活了',
        '死にたい',
        'もう生きたくない',
        '죽고 싶어요',
        'sorry for my english. я хочу умереть',
        '想死。',
        'אני רוצה להתאבד',
      ],
      [
        'не хочу умирать, хочу жить',
        'мой брат покончил с собой в прошлом году, я скучаю',
        '想死你了！下周见',
        '考试考砸了，想死的心都有了',
        '自杀预防热线的志愿者培训很有意思',
        '恥ずかしくて死にたいくらい',
        '死にたくない',
        '배고파 죽겠다',
        '죽고 싶지 않아',
        'ไม่อยากตาย',
        'Привет! Как дела? Я хочу пить.',
        // Another person's wish is theirs, as in English ('he wants to kill himself, what do I do').
        '他想自杀，我该怎么办',
        '我朋友想死，怎么帮她',
        'ему хочется умереть, как ему помочь?',
        'הוא רוצה למות, איך לעזור לו',
        'אסור להתאבד, תמיד יש עזרה',
      ],
    );
  });

  it('reads the same wish in more Latin-script languages, not their idioms', () => {
    expectFoundAndTwins(
      [
        'aku mau bunuh diri',
        'gue pengen mati aja',
        'jag vill dö',
        'jeg vil ikke leve mere',
        'haluan kuolla',
        'chci umřít',
        'vreau să mor',
        'meg akarok halni',
        'želim umrijeti',
        'tôi muốn chết',
        'nataka kufa',
      ],
      [
        'hari ini mati lampu lagi',
        'pencegahan bunuh diri itu penting',
        'mày muốn chết à, đi học đi',
        'jag vill äta middag',
      ],
    );
  });

  it('leaves a text in none of these scripts as it was', () => {
    const text = 'kіll myself (with a Cyrillic і), read by the skeleton later';
    expect(otherScriptsInEnglish(text)).toBe(text);
    expect(otherScriptsInEnglish('Ça va? Привет')).toBe('Ça va? Привет');
  });
});
