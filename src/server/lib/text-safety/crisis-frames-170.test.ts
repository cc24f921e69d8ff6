/**
 * The frames of `crisis-frames-170.ts` and ADR 152's pairing rules, each with crisis phrasings it
 * must find, written here in other words than the set that showed the gap, and ordinary twins it
 * must leave.
 */
import { describe, expect, it } from 'vitest';
import { all, ruleVerdicts, verdicts } from '../../../../tests/fixtures/crisis/probe-set';

describe('the frames of ADR 152', () => {
  it("finds the writer's own warning signs it was built for", () => {
    const crisis = [
      // The shortest messages; the means at hand and the writer worn out.
      'Ending it all.',
      'finished my note tonight',
      'goodbye all. thanks for trying',
      'i got the pills. im so tired',
      // The means on its way, a supply at once, treatment stopped to die.
      'the thing i am going to use to end it comes on friday',
      'i am going to swallow everything in the cabinet in one go',
      'been stashing my sleeping pills for weeks. there is enough now.',
      'stopped my insulin on purpose three days ago',
      // A place scouted and a time; a height looked up and the level known.
      'walked up to the viaduct to check the drop. going back on sunday alone',
      'i keep searching how high the car park is. i know exactly which level',
      'i dont want anyone to find me in time this time',
      'riding the motorway with my seatbelt undone hoping a lorry ends it',
      // The burden and the pull of death in images; a life let go.
      'i am the page that has to go so the rest of the story can be happy',
      'the river keeps calling me. tonight i will finally give in',
      'let the cold take the last of me',
      'i asked god for a reason to stay alive and got nothing',
      // Goodbyes of one's own.
      "read my son a story tonight. it's the last time. they'll be fine with their mum",
      // Slang for suicide still the writer's own, with no object or with 'myself'.
      'been thinking about unaliving myself again',
      'i just want to unalive',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('finds another person in danger by two signs of theirs, or an act', () => {
    const crisis = [
      'my brother texted sorry for everything and his phone is off',
      'my housemate has it all planned and is not answering the door',
      'my daughter says she has a plan to take her own life this weekend',
      'my uncle keeps talking about his old rifle and he will not be here after christmas he says',
      'my girlfriend says she is cutting again and will not stop',
    ];
    expect(ruleVerdicts(crisis)).toEqual(all(crisis, true));
  });

  it('leaves their ordinary twins alone', () => {
    const ordinary = [
      "we're ending it, the band had a good run",
      'writing my notes for the exam now',
      'thanks for trying to fix my bike yesterday',
      'i have the rope for the tent. im so tired after the hike though',
      "i'm thinking about taking all my annual leave at once",
      'by the time the council fixes that road i will be dead lol',
      'drove to the cliffs to check the spot for the wedding photos',
      'work moved me to nights. i keep looking up how high the rent is in the city',
      // Another's signs that a post asking about warning signs tells, with no danger now.
      'my brother has been giving away his records and saying goodbyes. what warning signs should i look for?',
      'my grandad gave me his camera and said he will not need it, he took up painting',
      'kal subah main nahi rahunga, dentist ka appointment hai',
      // A game's enemy named by its article.
      'how do i unalive the last boss without the ice staff',
    ];
    expect(verdicts(ordinary)).toEqual(all(ordinary, false));
  });
});
