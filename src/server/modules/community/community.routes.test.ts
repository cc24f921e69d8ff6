import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import {
  BURST_LIMIT,
  COMMUNITY_MESSAGES,
  COMMUNITY_PATHS as PATHS,
  FORMER_MEMBER,
  FREE_DAILY_POSTS,
  NEW_ACCOUNT_DAILY_REPLIES,
  NEW_ACCOUNT_DAILY_THREADS,
  TREATMENT_DISCLAIMER,
  type CreatedResponse,
  type MeResponse,
  type ModerationQueueResponse,
  type ModlogResponse,
  type ThreadResponse,
  type ThreadsResponse,
  type TopicsResponse,
} from '#shared/contracts/community.contract';
import {
  STRONG_PASSWORD,
  TEST_ORIGIN,
  createSignedInUser,
  createTestApp,
  get,
  patch,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { EDIT_LIMIT, EDIT_LIMIT_CODE, EDIT_WINDOW_MINUTES } from './posting-rules';

const ADMIN = 'moderator-community@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

// The service's clock: noon UTC today, moved on by the tests (the burst window, a new day).
let clock = 0;
const resetClock = () => {
  const today = new Date();
  clock = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
};
resetClock();
const tick = (ms: number) => {
  clock += ms;
};

let t: TestApp;
let admin: { cookie: string; id: string };
let topicId: string;
let nameCount = 0;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { now: () => new Date(clock) });
  admin = await newMember({ email: ADMIN });
  const topics = (await get(t.app, PATHS.topics)).json<TopicsResponse>();
  topicId = topics.topics.find((topic) => topic.slug === 'general-wellness')!.id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  // A minute between tests: no test inherits another's burst.
  tick(61_000);
});

const remove = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

interface MemberOptions {
  email?: string;
  /** Older than 24 hours (not a new account). */
  aged?: boolean;
  /** Past the held first posts (two approved posts). */
  trusted?: boolean;
  paid?: boolean;
  named?: boolean;
}

async function newMember(options: MemberOptions = {}) {
  const user = options.email
    ? { ...(await createSignedInUser(t.app, options.email)), email: options.email }
    : await newUserWithId(t.app, 'community');
  const { db } = t.testDb.database;
  if (options.named !== false) {
    nameCount += 1;
    const response = await put(
      t.app,
      PATHS.profile,
      { display_name: `Calm River ${nameCount}` },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
  }
  if (options.aged) {
    await db.execute(
      sql`update users set created_at = ${new Date(clock - 3 * DAY_MS).toISOString()} where id = ${user.id}`,
    );
    await t.testDb.database.changes.settled();
  }
  if (options.trusted) {
    // Two posts a moderator approved long ago, in a thread of their own.
    const [thread] = await queryRows<{ id: string }>(
      db,
      sql`insert into community_threads (topic_id, author_id, title, created_at, last_post_at) values (${topicId}, ${user.id}, 'Earlier thread', ${new Date(clock - 10 * DAY_MS).toISOString()}, ${new Date(clock - 10 * DAY_MS).toISOString()}) returning id`,
    );
    for (const offset of [10, 9])
      await db.execute(
        sql`insert into community_posts (thread_id, author_id, body, body_html, status, created_at) values (${thread!.id}, ${user.id}, 'earlier', '<p>earlier</p>', 'published', ${new Date(clock - offset * DAY_MS).toISOString()})`,
      );
  }
  if (options.paid) await makePaid(t.testDb.database, user.id);
  return user;
}

async function startThread(
  cookie: string,
  fields: { title?: string; body?: string; crisis_acknowledged?: boolean; topic_id?: string } = {},
) {
  return post(
    t.app,
    PATHS.threads,
    {
      topic_id: fields.topic_id ?? topicId,
      title: fields.title ?? 'Sleep routines that helped me',
      body: fields.body ?? 'A **warm** bath and no screens after nine.',
      ...(fields.crisis_acknowledged !== undefined
        ? { crisis_acknowledged: fields.crisis_acknowledged }
        : {}),
    },
    cookie,
  );
}

const created = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedResponse>();
};

const moderate = (postId: string, action: string, reason = '') =>
  post(t.app, PATHS.moderationPost(postId), { action, reason }, admin.cookie);

async function firstPostOf(threadId: string, cookie?: string) {
  const response = await get(t.app, PATHS.thread(threadId), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ThreadResponse>().posts[0]!;
}

describe('topics and reading', () => {
  it('lists the seven seeded topics to everyone', async () => {
    const response = await get(t.app, PATHS.topics);
    expect(response.statusCode).toBe(200);
    expect(response.json<TopicsResponse>().topics.map((topic) => topic.slug)).toEqual([
      'general-wellness',
      'sleep',
      'nutrition',
      'fitness',
      'mental-wellbeing',
      'living-with-a-condition',
      'medicines-and-supplements',
    ]);
  });

  it('answers 401 to visitors on every writing route, and 404 for an unknown topic', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', PATHS.threads],
      ['POST', PATHS.threadPosts(id)],
      ['PATCH', PATHS.post(id)],
      ['DELETE', PATHS.post(id)],
      ['POST', PATHS.postReactions(id)],
      ['DELETE', PATHS.postReaction(id, 'thanks')],
      ['POST', PATHS.postReports(id)],
      ['PUT', PATHS.follow('topic', id)],
      ['DELETE', PATHS.follow('topic', id)],
      ['GET', PATHS.me],
      ['PUT', PATHS.profile],
      ['POST', PATHS.preview],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        headers: { origin: TEST_ORIGIN },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await get(t.app, `${PATHS.threads}?topic=no-such-topic`)).statusCode).toBe(404);
  });
});

describe('display names', () => {
  it('is needed before posting', async () => {
    const user = await newMember({ named: false });
    const response = await startThread(user.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DISPLAY_NAME_REQUIRED');
  });

  it('refuses bad characters, lengths, taken names and the e-mail or real name unless chosen', async () => {
    const user = await newMember({ named: false });
    const set = (display_name: string, allow_personal?: boolean) =>
      put(t.app, PATHS.profile, { display_name, allow_personal }, user.cookie);
    expect((await set('ab')).json().code).toBe('DISPLAY_NAME_INVALID');
    expect((await set('<script>')).json().code).toBe('DISPLAY_NAME_INVALID');
    expect((await set('x'.repeat(31))).statusCode).toBe(400);
    const localPart = user.email.split('@')[0]!;
    expect((await set(localPart.slice(0, 30))).json().code).toBe('DISPLAY_NAME_PERSONAL');
    // createSignedInUser names everyone "Test User".
    expect((await set('Test User 7')).json().code).toBe('DISPLAY_NAME_PERSONAL');
    expect((await set('Test User 7', true)).statusCode).toBe(200);
    expect((await set('Calm River 1')).json().code).toBe('DISPLAY_NAME_TAKEN');
    expect((await set('CALM RIVER 1')).statusCode).toBe(409);
    const ok = await set('Quiet  Fern');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ display_name: 'Quiet Fern' });
    expect((await get(t.app, PATHS.me, user.cookie)).json<MeResponse>().display_name).toBe(
      'Quiet Fern',
    );
  });
});

describe('held first posts and the moderation flow', () => {
  it('holds a member’s first 2 posts for approval, visible only to them and admins', async () => {
    const author = await newMember({ aged: true });
    const other = await newMember({ aged: true, trusted: true });
    const first = created(await startThread(author.cookie, { title: 'My very first thread' }));
    expect(first.status).toBe('held');
    expect(first.notice).toMatch(/waiting for a moderator/);

    expect((await get(t.app, PATHS.thread(first.id))).statusCode).toBe(404);
    expect((await get(t.app, PATHS.thread(first.id), other.cookie)).statusCode).toBe(404);
    expect((await get(t.app, PATHS.thread(first.id), author.cookie)).statusCode).toBe(200);
    expect((await get(t.app, PATHS.thread(first.id), admin.cookie)).statusCode).toBe(200);
    expect((await get(t.app, PATHS.threads)).body).not.toContain(first.id);
    expect((await get(t.app, PATHS.threads, author.cookie)).body).toContain(first.id);

    const queue = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    const held = queue.held.find((item) => item.thread_id === first.id)!;
    expect(held).toBeDefined();
    expect((await moderate(held.id, 'approve')).json().status).toBe('published');
    expect((await get(t.app, PATHS.thread(first.id))).statusCode).toBe(200);

    // A held reply is shown to its author only.
    tick(61_000);
    const reply = created(
      await post(t.app, PATHS.threadPosts(first.id), { body: 'Update: it helped' }, author.cookie),
    );
    expect(reply.status).toBe('held');
    const seenByOther = (
      await get(t.app, PATHS.thread(first.id), other.cookie)
    ).json<ThreadResponse>();
    expect(seenByOther.posts.map((p) => p.id)).not.toContain(reply.id);
    const seenByAuthor = (
      await get(t.app, PATHS.thread(first.id), author.cookie)
    ).json<ThreadResponse>();
    expect(seenByAuthor.posts.find((p) => p.id === reply.id)?.status).toBe('held');
    await moderate(reply.id, 'approve');

    const third = created(await startThread(author.cookie, { title: 'Third post goes live' }));
    expect(third.status).toBe('published');
  });

  it('post → report → admin hides → the modlog shows it, without personal data', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const reader = await newMember({ aged: true });
    const thread = created(await startThread(author.cookie, { title: 'Reported thread here' }));
    tick(61_000);
    const reply = created(
      await post(
        t.app,
        PATHS.threadPosts(thread.id),
        { body: 'Buy my miracle pills' },
        author.cookie,
      ),
    );
    expect(reply.status).toBe('published');

    const report = await post(
      t.app,
      PATHS.postReports(reply.id),
      { reason: 'Spam selling pills' },
      reader.cookie,
    );
    expect(report.statusCode, report.body).toBe(201);
    // Reporting again while open answers the same report.
    expect(
      (await post(t.app, PATHS.postReports(reply.id), { reason: 'again' }, reader.cookie)).json()
        .id,
    ).toBe(report.json().id);

    const queue = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    const open = queue.reports.find((item) => item.post.id === reply.id)!;
    expect(open.reason).toBe('Spam selling pills');
    expect(open.post.author_id).toBe(author.id);

    expect((await moderate(reply.id, 'hide')).statusCode).toBe(400);
    const hidden = await moderate(reply.id, 'hide', 'Advertising');
    expect(hidden.json()).toEqual({ id: reply.id, status: 'hidden' });

    const view = (await get(t.app, PATHS.thread(thread.id))).json<ThreadResponse>();
    const placeholder = view.posts.find((p) => p.id === reply.id)!;
    expect(placeholder.body_html).toBeNull();
    expect(placeholder.placeholder).toMatch(/hidden by a moderator/);
    expect(JSON.stringify(view)).not.toContain('miracle');

    const modlog = await get(t.app, PATHS.modlog);
    expect(modlog.statusCode).toBe(200);
    const entry = modlog.json<ModlogResponse>().actions.find((a) => a.target_id === reply.id)!;
    expect(entry).toMatchObject({ action: 'hide', target_type: 'post', reason: 'Advertising' });
    expect(modlog.body).not.toContain(author.id);
    expect(modlog.body).not.toContain(admin.id);
    expect(modlog.body).not.toContain('@example.com');
    const after = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    expect(after.reports.map((item) => item.post.id)).not.toContain(reply.id);
  });

  it('hides every moderation route from non-admins with 404', async () => {
    const user = await newMember();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const cookie of [undefined, user.cookie]) {
      expect((await get(t.app, PATHS.moderationQueue, cookie)).statusCode).toBe(404);
      expect((await get(t.app, PATHS.moderationWatchedWords, cookie)).statusCode).toBe(404);
      expect(
        (await put(t.app, PATHS.moderationWatchedWords, { words: [] }, cookie)).statusCode,
      ).toBe(404);
      expect(
        (await post(t.app, PATHS.moderationPost(id), { action: 'hide', reason: 'x' }, cookie))
          .statusCode,
      ).toBe(404);
      expect(
        (await post(t.app, PATHS.moderationSilence(user.id), { hours: 1, reason: 'x' }, cookie))
          .statusCode,
      ).toBe(404);
    }
  });

  it('silences a member: 403 with the time, and a modlog entry that does not name them', async () => {
    const user = await newMember({ aged: true, trusted: true });
    const silenced = await post(
      t.app,
      PATHS.moderationSilence(user.id),
      { hours: 1, reason: 'Cooling off' },
      admin.cookie,
    );
    expect(silenced.statusCode, silenced.body).toBe(200);
    const refused = await startThread(user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SILENCED');
    expect(refused.json().details.until).toBe(silenced.json().until);
    expect((await get(t.app, PATHS.me, user.cookie)).json<MeResponse>().silenced_until).toBe(
      silenced.json().until,
    );
    const modlog = await get(t.app, PATHS.modlog);
    const entry = modlog.json<ModlogResponse>().actions.find((a) => a.action === 'silence')!;
    expect(entry).toMatchObject({ target_type: 'user', target_id: null });
    expect(modlog.body).not.toContain(user.id);
    tick(61 * 60 * 1000);
    expect((await startThread(user.cookie)).statusCode).toBe(201);
  });
});

describe('own posts only', () => {
  it('edits and deletes one’s own post; another’s id answers 404 and changes nothing', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const intruder = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'Editable thread' }));
    const postId = (await firstPostOf(thread.id)).id;

    for (const response of [
      await patch(t.app, PATHS.post(postId), { body: 'hijacked' }, intruder.cookie),
      await remove(PATHS.post(postId), intruder.cookie),
      await patch(t.app, PATHS.post('not-a-uuid'), { body: 'x' }, intruder.cookie),
    ])
      expect(response.statusCode).toBe(404);
    expect((await firstPostOf(thread.id)).body_html).toContain('<strong>warm</strong>');

    const edited = await patch(
      t.app,
      PATHS.post(postId),
      { body: 'Edited *gently*', title: 'Edited title' },
      author.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body_html).toBe('<p>Edited <em>gently</em></p>');
    const view = (await get(t.app, PATHS.thread(thread.id), author.cookie)).json<ThreadResponse>();
    expect(view.thread.title).toBe('Edited title');
    expect(view.posts[0]!.body).toBe('Edited *gently*');
    expect(view.posts[0]!.edited_at).not.toBeNull();

    expect((await remove(PATHS.post(postId), author.cookie)).statusCode).toBe(204);
    // An opening post nobody replied to takes its thread with it.
    expect((await get(t.app, PATHS.thread(thread.id))).statusCode).toBe(404);
  });

  it('renders and sanitises post text on the server', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const thread = created(
      await startThread(author.cookie, {
        title: 'Links and <b>tags</b>',
        body: '<script>alert(1)</script> <img src=x onerror=alert(1)> [bad](javascript:alert(1)) https://medlineplus.gov/sleep',
      }),
    );
    const html = (await firstPostOf(thread.id)).body_html!;
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(
      '<a href="https://medlineplus.gov/sleep" rel="nofollow ugc noopener">https://medlineplus.gov/sleep</a>',
    );
    const preview = await post(t.app, PATHS.preview, { body: '**hi** <i>x</i>' }, author.cookie);
    expect(preview.json()).toEqual({
      body_html: '<p><strong>hi</strong> &lt;i&gt;x&lt;/i&gt;</p>',
    });
    const tooLong = await startThread(author.cookie, { body: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await startThread(author.cookie, { title: 'x'.repeat(151) })).statusCode).toBe(400);
  });
});

describe('the crisis check', () => {
  it('answers a private panel first, then posts once acknowledged, flagged but never labelled', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const first = await startThread(author.cookie, {
      title: 'Tonight',
      body: 'I want to die and I do not know who to tell.',
    });
    expect(first.statusCode).toBe(409);
    const error = first.json();
    expect(error.code).toBe('CRISIS_CHECK');
    const numbers = [...error.details.panel.emergency, ...error.details.panel.crisis_lines].map(
      (line: { number: string }) => line.number,
    );
    expect(numbers).toEqual(['911', '999', '112', '988', '116 123']);
    // Nothing was written.
    const mine = (await get(t.app, PATHS.me, author.cookie)).json<MeResponse>().threads;
    expect(mine.map((thread) => thread.title)).not.toContain('Tonight');

    const posted = created(
      await startThread(author.cookie, {
        title: 'Tonight',
        body: 'I want to die and I do not know who to tell.',
        crisis_acknowledged: true,
      }),
    );
    expect(posted.status).toBe('published');
    const publicView = await get(t.app, PATHS.thread(posted.id));
    expect(publicView.statusCode).toBe(200);
    expect(publicView.body).not.toMatch(/crisis/i);

    const queue = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    const flagged = queue.crisis.find((item) => item.thread_id === posted.id)!;
    expect(flagged.crisis_flag).toBe(true);
    expect((await moderate(flagged.id, 'resolve_crisis')).statusCode).toBe(200);
    const after = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    expect(after.crisis.map((item) => item.id)).not.toContain(flagged.id);
    // Care is not moderation: nothing public records the follow-up.
    expect((await get(t.app, PATHS.modlog)).body).not.toContain(posted.id);
  });

  it('asks again when an edit brings the words in', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'A calm evening' }));
    const postId = (await firstPostOf(thread.id)).id;
    const edit = (crisis_acknowledged?: boolean) =>
      patch(
        t.app,
        PATHS.post(postId),
        { body: 'Actually I have been self-harming again', crisis_acknowledged },
        author.cookie,
      );
    const asked = await edit();
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('CRISIS_CHECK');
    expect((await firstPostOf(thread.id)).body_html).toContain('warm');
    expect((await edit(true)).statusCode).toBe(200);
    const queue = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    expect(queue.crisis.map((item) => item.id)).toContain(postId);
  });

  it('does not stop everyday words that look alike', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const response = await startThread(author.cookie, {
      title: 'Killed time before the deadline',
      body: 'I skilled up on die-cast models and overdosed on sunshine.',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('watched words', () => {
  it('block, hold or flag a post; the list is in the modlog without the words', async () => {
    const set = await put(
      t.app,
      PATHS.moderationWatchedWords,
      {
        words: [
          { word: 'casino', action: 'block' },
          { word: 'detox tea', action: 'hold' },
          { word: 'scam', action: 'flag' },
          { word: 'SCAM', action: 'block' },
        ],
      },
      admin.cookie,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().words).toHaveLength(3);
    expect((await get(t.app, PATHS.moderationWatchedWords, admin.cookie)).json().words).toEqual(
      set.json().words,
    );

    const author = await newMember({ aged: true, trusted: true });
    const blocked = await startThread(author.cookie, { body: 'Try the Casino tonight' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().code).toBe('WATCHED_WORD_BLOCKED');
    expect((await startThread(author.cookie, { body: 'Occasionally fine' })).statusCode).toBe(201);

    const held = created(await startThread(author.cookie, { body: 'My Detox  Tea review' }));
    expect(held.status).toBe('held');
    tick(61_000);
    const flagged = created(await startThread(author.cookie, { body: 'Is this a scam?' }));
    expect(flagged.status).toBe('published');
    const queue = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    expect(queue.flagged.map((item) => item.thread_id)).toContain(flagged.id);
    expect(queue.held.map((item) => item.thread_id)).toContain(held.id);
    expect(
      (await get(t.app, PATHS.modlog))
        .json<ModlogResponse>()
        .actions.some((a) => a.action === 'watched_words'),
    ).toBe(true);
    await put(t.app, PATHS.moderationWatchedWords, { words: [] }, admin.cookie);
  });
});

describe('edits after approval (ADR 053)', () => {
  it('holds an edit of an approved post until a moderator approves it, keeping the approved text up', async () => {
    const author = await newMember({ aged: true });
    const reader = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'Walking after dinner' }));
    const opening = (await firstPostOf(thread.id, author.cookie)).id;
    await moderate(opening, 'approve');
    tick(61_000);
    const reply = created(
      await post(
        t.app,
        PATHS.threadPosts(thread.id),
        { body: 'Week two: still going' },
        author.cookie,
      ),
    );
    await moderate(reply.id, 'approve');
    // Someone else replies, so the thread has others' words in it.
    created(await post(t.app, PATHS.threadPosts(thread.id), { body: 'Same here' }, reader.cookie));

    // The approved reply edited into something else: the edit waits, the approved text stays up.
    const edited = await patch(
      t.app,
      PATHS.post(reply.id),
      { body: 'Buy my walking pills at example dot com' },
      author.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'published',
      body_html: expect.stringContaining('Week two'),
      notice: COMMUNITY_MESSAGES.editHeld,
      pending_edit: {
        body: 'Buy my walking pills at example dot com',
        notice: COMMUNITY_MESSAGES.editHeld,
      },
    });
    const visitor = (await get(t.app, PATHS.thread(thread.id))).json<ThreadResponse>();
    expect(visitor.posts.find((p) => p.id === reply.id)).toMatchObject({
      status: 'published',
      body_html: expect.stringContaining('Week two: still going'),
      pending_edit: null,
    });
    expect(JSON.stringify(visitor)).not.toContain('walking pills');
    const others = (await get(t.app, PATHS.thread(thread.id), reader.cookie)).body;
    expect(others).not.toContain('walking pills');
    const own = (await get(t.app, PATHS.thread(thread.id), author.cookie)).json<ThreadResponse>();
    expect(own.posts.find((p) => p.id === reply.id)).toMatchObject({
      status: 'published',
      body: 'Week two: still going',
      pending_edit: {
        body: 'Buy my walking pills at example dot com',
        body_html: expect.stringContaining('walking pills'),
        title: null,
        notice: COMMUNITY_MESSAGES.editHeld,
      },
    });

    // The approved opening post edited: the thread stays up under its approved title.
    tick(61_000);
    const openingEdit = await patch(
      t.app,
      PATHS.post(opening),
      { body: 'Something else entirely', title: 'A different title' },
      author.cookie,
    );
    expect(openingEdit.json()).toMatchObject({
      status: 'published',
      pending_edit: { title: 'A different title' },
    });
    const stillUp = (await get(t.app, PATHS.thread(thread.id))).json<ThreadResponse>();
    expect(stillUp.thread.title).toBe('Walking after dinner');
    expect(stillUp.posts[0]!.body_html).toContain('warm');
    expect((await get(t.app, PATHS.threads)).body).not.toContain('A different title');
    // A newer edit replaces the waiting one.
    tick(61_000);
    await patch(
      t.app,
      PATHS.post(opening),
      { body: 'Walking helps me sleep', title: 'A different title' },
      author.cookie,
    );

    const queue = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    expect(queue.held.map((item) => item.id)).toEqual(expect.arrayContaining([reply.id, opening]));
    expect(queue.held.find((item) => item.id === reply.id)).toMatchObject({
      status: 'published',
      body_html: expect.stringContaining('Week two'),
      pending_edit: {
        body_html: expect.stringContaining('walking pills'),
        reason: expect.stringMatching(/approved it: the edit waits/),
      },
    });
    expect(queue.held.find((item) => item.id === opening)?.pending_edit).toMatchObject({
      title: 'A different title',
      body_html: expect.stringContaining('Walking helps me sleep'),
    });

    expect((await moderate(opening, 'approve')).json().status).toBe('published');
    expect((await moderate(reply.id, 'reject_edit', 'Selling')).json().status).toBe('published');
    expect((await moderate(reply.id, 'reject_edit')).statusCode).toBe(400);
    const after = (await get(t.app, PATHS.thread(thread.id))).json<ThreadResponse>();
    expect(after.thread.title).toBe('A different title');
    expect(after.posts[0]!.body_html).toContain('Walking helps me sleep');
    // Rejected: the approved text stays, and the author has nothing waiting.
    expect(after.posts.find((p) => p.id === reply.id)?.body_html).toContain('Week two');
    expect(JSON.stringify(after)).not.toContain('walking pills');
    const ownAfter = (
      await get(t.app, PATHS.thread(thread.id), author.cookie)
    ).json<ThreadResponse>();
    expect(ownAfter.posts.every((p) => p.pending_edit === null)).toBe(true);
    const queueAfter = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    expect(queueAfter.held.map((item) => item.id)).not.toContain(reply.id);
    expect(queueAfter.held.map((item) => item.id)).not.toContain(opening);

    const log = (await get(t.app, PATHS.modlog)).json<ModlogResponse>().actions;
    const mine = log.filter((a) => a.target_id === reply.id || a.target_id === thread.id);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'edit_held',
          target_type: 'post',
          target_id: reply.id,
          reason: expect.stringMatching(/approved it: the edit waits/),
        }),
        expect.objectContaining({
          action: 'edit_held',
          target_type: 'thread',
          target_id: thread.id,
        }),
        expect.objectContaining({
          action: 'approve',
          target_type: 'thread',
          target_id: thread.id,
          reason: 'Edit approved.',
        }),
        expect.objectContaining({
          action: 'edit_rejected',
          target_type: 'post',
          target_id: reply.id,
          reason: 'Selling',
        }),
      ]),
    );
    expect(mine.filter((a) => a.action === 'edit_held')).toHaveLength(3);
    // No personal data: no names, no words of the edit.
    expect(JSON.stringify(mine)).not.toMatch(/walking pills|Calm River|@/);
  });

  it('keeps approving an edit after approval: a second edit waits again', async () => {
    const author = await newMember({ aged: true });
    const thread = created(await startThread(author.cookie, { title: 'Stretching at work' }));
    const opening = (await firstPostOf(thread.id, author.cookie)).id;
    await moderate(opening, 'approve');
    tick(61_000);
    await patch(t.app, PATHS.post(opening), { body: 'First change' }, author.cookie);
    await moderate(opening, 'approve');
    expect((await firstPostOf(thread.id)).body_html).toContain('First change');
    tick(61_000);
    const again = await patch(t.app, PATHS.post(opening), { body: 'Second change' }, author.cookie);
    expect(again.json().pending_edit).toMatchObject({ body: 'Second change' });
    expect((await firstPostOf(thread.id)).body_html).toContain('First change');
    // Hiding the post drops the waiting edit with it.
    await moderate(opening, 'hide', 'Off topic');
    const queue = (
      await get(t.app, PATHS.moderationQueue, admin.cookie)
    ).json<ModerationQueueResponse>();
    expect(queue.held.map((item) => item.id)).not.toContain(opening);
  });

  it('puts edits of posts nobody approved through the same word checks as new posts', async () => {
    await put(
      t.app,
      PATHS.moderationWatchedWords,
      {
        words: [
          { word: 'casino', action: 'block' },
          { word: 'detox tea', action: 'hold' },
        ],
      },
      admin.cookie,
    );
    const author = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'Evening routine' }));
    expect(thread.status).toBe('published');
    const postId = (await firstPostOf(thread.id)).id;
    const edit = (body: string) => patch(t.app, PATHS.post(postId), { body }, author.cookie);

    for (const disguised of [
      'c\u0430sino night',
      'C.A.S.I.N.O',
      'c4sino',
      'cas\u200Bino',
      '**casino**s',
    ])
      expect((await edit(disguised)).json().code, disguised).toBe('WATCHED_WORD_BLOCKED');
    expect((await firstPostOf(thread.id)).body_html).toContain('warm');
    // A clean edit of a post nobody had to approve goes live at once.
    expect((await edit('Chamomile and a book')).json().status).toBe('published');
    // A holding word in an edit of a published post: the edit waits, the published text stays.
    const held = (await edit('My d3tox  t\u0435a review')).json();
    expect(held).toMatchObject({ status: 'published', pending_edit: { body: expect.any(String) } });
    expect((await firstPostOf(thread.id)).body_html).toContain('Chamomile');
    expect(
      (await get(t.app, PATHS.modlog))
        .json<ModlogResponse>()
        .actions.find((a) => a.action === 'edit_held' && a.target_id === thread.id)?.reason,
    ).toBe('An edit waits for a moderator.');
    // A clean edit after it is published at once and drops the waiting one.
    expect((await edit('Chamomile and two books')).json()).toMatchObject({
      status: 'published',
      pending_edit: null,
    });
    expect((await firstPostOf(thread.id, author.cookie)).pending_edit).toBeNull();
    await put(t.app, PATHS.moderationWatchedWords, { words: [] }, admin.cookie);
  });

  it('holds links from new accounts, in new posts and edits', async () => {
    const newcomer = await newMember({ trusted: true });
    const linked = created(
      await startThread(newcomer.cookie, { body: 'See https://medlineplus.gov/sleep' }),
    );
    expect(linked.status).toBe('held');
    tick(61_000);
    const plain = created(await startThread(newcomer.cookie, { title: 'No links here' }));
    expect(plain.status).toBe('published');
    const postId = (await firstPostOf(plain.id)).id;
    const edit = await patch(
      t.app,
      PATHS.post(postId),
      // Not 'cheap pills': two words naming a means alone are a crisis question (ADR 146).
      { body: '[cheap watches](https://example.com)' },
      newcomer.cookie,
    );
    expect(edit.json()).toMatchObject({ status: 'published', pending_edit: expect.any(Object) });
    expect((await firstPostOf(plain.id)).body_html).not.toContain('cheap watches');
  });

  it('asks the crisis question on disguised words in an edit', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'Quiet week' }));
    const postId = (await firstPostOf(thread.id)).id;
    for (const body of [
      'i want to k1ll-mys\u0435lf',
      'thinking about s u i c i d e',
      'might just unalive tbh',
    ]) {
      const asked = await patch(t.app, PATHS.post(postId), { body }, author.cookie);
      expect(asked.statusCode, body).toBe(409);
      expect(asked.json().code).toBe('CRISIS_CHECK');
    }
  });
});

describe('posting limits', () => {
  it(`lets everyone post ${BURST_LIMIT} times a minute, then 429`, async () => {
    const author = await newMember({ aged: true, trusted: true, paid: true });
    const thread = created(await startThread(author.cookie));
    for (let i = 1; i < BURST_LIMIT; i++)
      created(
        await post(t.app, PATHS.threadPosts(thread.id), { body: `reply ${i}` }, author.cookie),
      );
    const burst = await post(
      t.app,
      PATHS.threadPosts(thread.id),
      { body: 'one more' },
      author.cookie,
    );
    expect(burst.statusCode).toBe(429);
    expect(burst.json().code).toBe('POST_BURST_LIMIT');
    tick(61_000);
    created(await post(t.app, PATHS.threadPosts(thread.id), { body: 'later' }, author.cookie));
  });

  it(`limits new accounts to ${NEW_ACCOUNT_DAILY_THREADS} threads and ${NEW_ACCOUNT_DAILY_REPLIES} replies a day`, async () => {
    const author = await newMember({ trusted: true, paid: true });
    let threadId = '';
    for (let i = 0; i < NEW_ACCOUNT_DAILY_THREADS; i++) {
      threadId = created(await startThread(author.cookie, { title: `New thread ${i}` })).id;
      tick(61_000);
    }
    const fourth = await startThread(author.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('POST_LIMIT_REACHED');
    expect(fourth.json().message).toMatch(/New accounts can start 3 threads/);
    for (let i = 0; i < NEW_ACCOUNT_DAILY_REPLIES; i++) {
      if (i % BURST_LIMIT === 0) tick(61_000);
      created(await post(t.app, PATHS.threadPosts(threadId), { body: `r ${i}` }, author.cookie));
    }
    tick(61_000);
    const eleventh = await post(t.app, PATHS.threadPosts(threadId), { body: 'r' }, author.cookie);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/10 replies a day/);
  });

  it(`caps the free plan at ${FREE_DAILY_POSTS} posts a day; paid is unlimited`, async () => {
    const free = await newMember({ aged: true, trusted: true });
    const paid = await newMember({ aged: true, trusted: true, paid: true });
    for (const user of [free, paid]) {
      const thread = created(await startThread(user.cookie));
      for (let i = 1; i < FREE_DAILY_POSTS; i++) {
        if (i % BURST_LIMIT === 0) tick(61_000);
        created(await post(t.app, PATHS.threadPosts(thread.id), { body: `p ${i}` }, user.cookie));
      }
      tick(61_000);
      const next = await post(
        t.app,
        PATHS.threadPosts(thread.id),
        { body: 'one more' },
        user.cookie,
      );
      if (user === free) {
        expect(next.statusCode).toBe(429);
        expect(next.json().code).toBe('POST_LIMIT_REACHED');
        expect(next.json().message).toMatch(/free plan's 20 posts/);
      } else expect(next.statusCode, next.body).toBe(201);
    }
    // The Wellness edition has no 'unlimited community': paid members there keep the free cap.
    tick(61_000);
    const wellness = await t.app.inject({
      method: 'POST',
      url: PATHS.threads,
      payload: { topic_id: topicId, title: 'From the wellness site', body: 'hello' },
      headers: { origin: TEST_ORIGIN, cookie: paid.cookie, host: 'wellness.example.org' },
    });
    expect(wellness.statusCode, wellness.body).toBe(429);
    expect((await get(t.app, PATHS.me, paid.cookie)).json<MeResponse>().unlimited).toBe(true);
  });
});

describe('treatments, reactions, follows and the dashboard', () => {
  it('marks treatment threads and annotates interactions the checker knows', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const thread = created(
      await startThread(author.cookie, {
        title: 'Warfarin with amiodarone?',
        body: 'My doctor added amiodarone to my warfarin. Anyone else?',
      }),
    );
    expect(thread.is_treatment).toBe(true);
    expect(thread.disclaimer).toBe(TREATMENT_DISCLAIMER);
    const view = (await get(t.app, PATHS.thread(thread.id))).json<ThreadResponse>();
    expect(view.thread.disclaimer).toBe('Educational only — not medical advice');
    const [annotation] = view.posts[0]!.annotations;
    expect(annotation?.severity).toBe('major');
    expect(annotation?.text).toMatch(
      /^Wellnest's checker: \w+ and \w+ have a major interaction \(/,
    );
    expect(annotation?.source.url).toMatch(/^https:\/\//);
    const plain = created(await startThread(author.cookie, { title: 'Morning walks' }));
    expect(plain.is_treatment).toBe(false);
  });

  it('counts reactions once per kind and person', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const reader = await newMember();
    const thread = created(await startThread(author.cookie));
    const postId = (await firstPostOf(thread.id)).id;
    await post(t.app, PATHS.postReactions(postId), { kind: 'helpful' }, reader.cookie);
    const twice = await post(
      t.app,
      PATHS.postReactions(postId),
      { kind: 'helpful' },
      reader.cookie,
    );
    expect(twice.json()).toEqual({
      reactions: { helpful: 1, support: 0, thanks: 0 },
      my_reactions: ['helpful'],
    });
    expect(
      (await post(t.app, PATHS.postReactions(postId), { kind: 'angry' }, reader.cookie)).statusCode,
    ).toBe(400);
    const undone = await remove(PATHS.postReaction(postId, 'helpful'), reader.cookie);
    expect(undone.json().reactions.helpful).toBe(0);
  });

  it('follows a thread and a topic and shows replies and notifications', async () => {
    const author = await newMember({ aged: true, trusted: true });
    const follower = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'Followed thread' }));
    const sleepTopic = (await get(t.app, PATHS.topics))
      .json<TopicsResponse>()
      .topics.find((topic) => topic.slug === 'sleep')!;
    expect(
      (await put(t.app, PATHS.follow('thread', thread.id), {}, follower.cookie)).json(),
    ).toEqual({ following: true });
    expect(
      (await put(t.app, PATHS.follow('topic', sleepTopic.id), {}, follower.cookie)).statusCode,
    ).toBe(200);
    expect(
      (
        await put(
          t.app,
          PATHS.follow('topic', '00000000-0000-4000-8000-000000000000'),
          {},
          follower.cookie,
        )
      ).statusCode,
    ).toBe(404);
    tick(61_000);
    created(await post(t.app, PATHS.threadPosts(thread.id), { body: 'Me too!' }, follower.cookie));
    created(await post(t.app, PATHS.threadPosts(thread.id), { body: 'Thanks all' }, author.cookie));
    created(await startThread(author.cookie, { title: 'Sleep question', topic_id: sleepTopic.id }));

    const me = (await get(t.app, PATHS.me, follower.cookie)).json<MeResponse>();
    expect(me.followed_topics.map((topic) => topic.slug)).toEqual(['sleep']);
    expect(me.followed_threads).toEqual([{ id: thread.id, title: 'Followed thread' }]);
    const kinds = me.notifications.map((n) => `${n.kind}:${n.thread_title}:${n.count}`);
    expect(kinds).toContain('thread_reply:Followed thread:1');
    expect(kinds).toContain('topic_thread:Sleep question:1');

    const authorMe = (await get(t.app, PATHS.me, author.cookie)).json<MeResponse>();
    expect(authorMe.replies_to_me.map((r) => r.excerpt)).toContain('Me too!');
    expect(authorMe.threads.map((th) => th.id)).toContain(thread.id);

    expect((await remove(PATHS.follow('thread', thread.id), follower.cookie)).json()).toEqual({
      following: false,
    });
  });

  it("puts a reply in the bell of the thread's author and followers, one line per thread while unread (ADR 098)", async () => {
    const author = await newMember({ aged: true, trusted: true });
    const follower = await newMember({ aged: true, trusted: true });
    const replier = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'Bell thread' }));
    await put(t.app, PATHS.follow('thread', thread.id), {}, follower.cookie);
    const bell = async (cookie: string) =>
      (await get(t.app, '/api/notifications', cookie)).json<{
        notifications: { id: string; kind: string; body: string; link: string | null }[];
        unread_count: number;
      }>();
    const replies = async (cookie: string) =>
      (await bell(cookie)).notifications.filter((n) => n.kind === 'community_reply');

    tick(61_000);
    created(
      await post(t.app, PATHS.threadPosts(thread.id), { body: 'First reply' }, replier.cookie),
    );
    tick(61_000);
    created(await post(t.app, PATHS.threadPosts(thread.id), { body: 'Second' }, replier.cookie));
    for (const member of [author, follower]) {
      const mine = await replies(member.cookie);
      // Two replies, one unread line, naming the replier and the thread, linking to it.
      expect(mine).toHaveLength(1);
      expect(mine[0]!.body).toMatch(/^Calm River \d+ replied in "Bell thread"\.$/);
      expect(mine[0]!.link).toBe(`/community/threads/${thread.id}`);
    }
    // The replier hears nothing of their own reply.
    expect(await replies(replier.cookie)).toEqual([]);

    // Read, it drops from the count; the next reply is a new line.
    const before = (await bell(author.cookie)).unread_count;
    const [line] = await replies(author.cookie);
    expect(
      (await post(t.app, `/api/notifications/${line!.id}/read`, {}, author.cookie)).statusCode,
    ).toBe(200);
    expect((await bell(author.cookie)).unread_count).toBe(before - 1);
    tick(61_000);
    created(await post(t.app, PATHS.threadPosts(thread.id), { body: 'Third' }, follower.cookie));
    expect(await replies(author.cookie)).toHaveLength(2);
    // The follower wrote it: their own line is unchanged.
    expect(await replies(follower.cookie)).toHaveLength(1);
  });

  it('lists and searches threads, latest activity first, with a cursor', async () => {
    const author = await newMember({ aged: true, trusted: true, paid: true });
    const marker = `zebrafish${Date.now()}`;
    const a = created(await startThread(author.cookie, { title: `${marker} one` }));
    tick(61_000);
    const b = created(
      await startThread(author.cookie, { title: 'Other', body: `about ${marker}` }),
    );
    const found = (await get(t.app, `${PATHS.threads}?q=${marker}`)).json<ThreadsResponse>();
    expect(found.threads.map((th) => th.id)).toEqual([b.id, a.id]);
    expect(found.threads[0]!.author_name).toMatch(/^Calm River/);
    const page = (
      await get(t.app, `${PATHS.threads}?topic=general-wellness`)
    ).json<ThreadsResponse>();
    expect(page.threads.length).toBeGreaterThan(0);
    if (page.next_cursor) {
      const next = await get(t.app, `${PATHS.threads}?cursor=${page.next_cursor}`);
      expect(next.statusCode).toBe(200);
    }
    expect((await get(t.app, `${PATHS.threads}?cursor=garbage`)).statusCode).toBe(400);
  });
});

describe('account deletion and the community', () => {
  async function deleteAccount(cookie: string, community: 'remove' | 'anonymise') {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: STRONG_PASSWORD, community },
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('anonymise keeps the posts as a Former member', async () => {
    const leaver = await newMember({ aged: true, trusted: true });
    const other = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(leaver.cookie, { title: 'Kept after I leave' }));
    const name = (await get(t.app, PATHS.me, leaver.cookie)).json<MeResponse>().display_name!;
    await deleteAccount(leaver.cookie, 'anonymise');
    const view = await get(t.app, PATHS.thread(thread.id), other.cookie);
    expect(view.statusCode).toBe(200);
    const body = view.json<ThreadResponse>();
    expect(body.thread.author_name).toBe(FORMER_MEMBER);
    expect(body.posts[0]!.author_name).toBe(FORMER_MEMBER);
    expect(body.posts[0]!.body_html).toContain('warm');
    expect(view.body).not.toContain(name);
    // The name is free again.
    expect((await put(t.app, PATHS.profile, { display_name: name }, other.cookie)).statusCode).toBe(
      200,
    );
  });

  it('remove erases the posts; a thread others replied to keeps their replies', async () => {
    const leaver = await newMember({ aged: true, trusted: true });
    const other = await newMember({ aged: true, trusted: true });
    const alone = created(await startThread(leaver.cookie, { title: 'Nobody replied' }));
    tick(61_000);
    const busy = created(await startThread(other.cookie, { title: 'Busy thread' }));
    const own = created(await startThread(leaver.cookie, { title: 'My thread with replies' }));
    tick(61_000);
    created(await post(t.app, PATHS.threadPosts(busy.id), { body: 'leaver words' }, leaver.cookie));
    created(await post(t.app, PATHS.threadPosts(own.id), { body: 'other reply' }, other.cookie));

    await deleteAccount(leaver.cookie, 'remove');
    expect((await get(t.app, PATHS.thread(alone.id))).statusCode).toBe(404);
    const busyView = await get(t.app, PATHS.thread(busy.id));
    expect(busyView.body).not.toContain('leaver words');
    expect(busyView.json<ThreadResponse>().posts).toHaveLength(1);
    const ownView = (await get(t.app, PATHS.thread(own.id))).json<ThreadResponse>();
    expect(ownView.thread.title).toBe('Removed by its author');
    expect(ownView.posts[0]!.status).toBe('deleted');
    expect(ownView.posts[0]!.body_html).toBeNull();
    expect(ownView.posts[0]!.placeholder).toBe(COMMUNITY_MESSAGES.deletedPlaceholder);
    expect(ownView.posts[1]!.body_html).toContain('other reply');
    const [left] = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select count(*)::int as n from community_posts where author_id = ${leaver.id}`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});

describe('edit rate limit (ADR 080)', () => {
  it(`lets a person make ${EDIT_LIMIT} edits in ${EDIT_WINDOW_MINUTES} minutes, then answers 429, per account`, async () => {
    const author = await newMember({ aged: true, trusted: true });
    const neighbour = await newMember({ aged: true, trusted: true });
    const thread = created(await startThread(author.cookie, { title: 'Edited many times' }));
    const theirs = created(await startThread(neighbour.cookie, { title: 'Edited once or twice' }));
    const mine = (await firstPostOf(thread.id)).id;
    const edit = (id: string, cookie: string, n: number) =>
      patch(t.app, PATHS.post(id), { body: `Edit number ${n}` }, cookie);
    for (let n = 1; n <= EDIT_LIMIT; n++)
      expect((await edit(mine, author.cookie, n)).statusCode, `edit ${n}`).toBe(200);
    const refused = await edit(mine, author.cookie, EDIT_LIMIT + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(EDIT_LIMIT_CODE);
    expect(refused.json().message).toMatch(/at most \d+ edits in \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused edit changed nothing.
    expect((await firstPostOf(thread.id)).body_html).toContain(`Edit number ${EDIT_LIMIT}`);
    // Someone else, from the same address, is not held back by it.
    const other = (await firstPostOf(theirs.id)).id;
    expect((await edit(other, neighbour.cookie, 1)).statusCode).toBe(200);
  });
});

/**
 * Everything the community answers to anyone about its content (ADR 080): the public reads as a
 * visitor, the same as another member and as a moderator, that member's own dashboard, the modlog
 * and the moderation queue. Each answer's status and body, keyed by who asked what.
 */
async function everyCommunityRead(
  threadIds: readonly string[],
  member: { cookie: string },
  search: string,
): Promise<Record<string, { status: number; body: string }>> {
  const reads: [string, string, string | undefined][] = [
    ['topics', PATHS.topics, undefined],
    ['modlog', PATHS.modlog, undefined],
    ['me (another member)', PATHS.me, member.cookie],
    ['moderation queue', PATHS.moderationQueue, admin.cookie],
  ];
  for (const [who, cookie] of [
    ['visitor', undefined],
    ['member', member.cookie],
    ['moderator', admin.cookie],
  ] as const) {
    reads.push([`threads (${who})`, PATHS.threads, cookie]);
    reads.push([`topic threads (${who})`, `${PATHS.threads}?topic=general-wellness`, cookie]);
    reads.push([`search (${who})`, `${PATHS.threads}?q=${encodeURIComponent(search)}`, cookie]);
    for (const id of threadIds) reads.push([`thread ${id} (${who})`, PATHS.thread(id), cookie]);
  }
  const out: Record<string, { status: number; body: string }> = {};
  for (const [name, url, cookie] of reads) {
    const response = await get(t.app, url, cookie);
    out[name] = { status: response.statusCode, body: response.body };
  }
  return out;
}

/** The reads whose body holds `text`. */
const readsHolding = (reads: Record<string, { body: string }>, text: string) =>
  Object.entries(reads)
    .filter(([, read]) => read.body.toLowerCase().includes(text.toLowerCase()))
    .map(([name]) => name);

/**
 * A leaving member's community life, each piece carrying a marker: a thread nobody answered, a
 * reply in another's thread (reported, so it is in the moderation queue), a thread others replied
 * to, a held reply only they and the moderators see, and a reaction.
 */
async function leaverWithPosts(marker: string) {
  const leaver = await newMember({ aged: true, trusted: true });
  const other = await newMember({ aged: true, trusted: true });
  const name = (await get(t.app, PATHS.me, leaver.cookie)).json<MeResponse>().display_name!;
  const alone = created(
    await startThread(leaver.cookie, { title: `${marker} alone`, body: `${marker} alone body` }),
  );
  tick(61_000);
  const busy = created(
    await startThread(other.cookie, { title: 'A thread by another', body: 'Their own words.' }),
  );
  // A reply is one posted after the thread's opening post (the dashboard's 'replies to you').
  tick(1_000);
  const reply = created(
    await post(t.app, PATHS.threadPosts(busy.id), { body: `${marker} reply` }, leaver.cookie),
  );
  const own = created(
    await startThread(leaver.cookie, { title: `${marker} own`, body: `${marker} own body` }),
  );
  tick(61_000);
  const answer = created(
    await post(t.app, PATHS.threadPosts(own.id), { body: 'An answer by another' }, other.cookie),
  );
  expect(
    (await post(t.app, PATHS.postReports(reply.id), { reason: 'Off topic here' }, other.cookie))
      .statusCode,
  ).toBe(201);
  expect(
    (await post(t.app, PATHS.postReactions(answer.id), { kind: 'thanks' }, leaver.cookie))
      .statusCode,
  ).toBeLessThan(300);
  await t.testDb.database.db.execute(sql`
    insert into community_posts (thread_id, author_id, body, body_html, status, status_reason, created_at)
    values (${busy.id}, ${leaver.id}, ${`${marker} held`}, ${`<p>${marker} held</p>`}, 'held',
      'First posts wait for a moderator', ${new Date(clock).toISOString()})`);
  return { leaver, other, name, alone, busy, own, threadIds: [alone.id, busy.id, own.id] };
}

async function deleteAccountWith(cookie: string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    payload: { password: STRONG_PASSWORD, ...body },
    headers: { origin: TEST_ORIGIN, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('deletion that deletes: the member chooses, every community read agrees (ADR 080)', () => {
  it('removes the threads and replies from every community read by default', async () => {
    const marker = `Lanternfish${Date.now()}`;
    const { leaver, other, name, alone, busy, own, threadIds } = await leaverWithPosts(marker);
    const before = await everyCommunityRead(threadIds, other, marker);
    // The reads do show the person's words and name while the account is open.
    expect(readsHolding(before, marker), JSON.stringify(readsHolding(before, marker))).toEqual(
      expect.arrayContaining([
        'search (visitor)',
        'moderation queue',
        'me (another member)',
        `thread ${busy.id} (moderator)`,
      ]),
    );
    expect(readsHolding(before, name).length).toBeGreaterThan(0);

    // No choice sent: removal is the default.
    await deleteAccountWith(leaver.cookie, {});

    const after = await everyCommunityRead(threadIds, other, marker);
    expect(readsHolding(after, marker)).toEqual([]);
    expect(readsHolding(after, name)).toEqual([]);
    expect(readsHolding(after, leaver.id)).toEqual([]);
    for (const who of ['visitor', 'member', 'moderator'])
      expect(after[`thread ${alone.id} (${who})`]!.status).toBe(404);
    // Another's thread keeps only their own post; the leaver's thread keeps the others' answer
    // under an erased title and opening post, signed by no one.
    const busyView = JSON.parse(after[`thread ${busy.id} (moderator)`]!.body) as ThreadResponse;
    expect(busyView.posts.map((p) => p.body_html)).toEqual(['<p>Their own words.</p>']);
    const ownView = JSON.parse(after[`thread ${own.id} (visitor)`]!.body) as ThreadResponse;
    expect(ownView.thread.title).toBe('Removed by its author');
    expect(ownView.posts[0]).toMatchObject({ status: 'deleted', body_html: null });
    expect(ownView.posts[1]!.body_html).toContain('An answer by another');
    const [left] = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select (select count(*) from community_posts where body like ${`%${marker}%`})::int
          + (select count(*) from community_threads where title like ${`%${marker}%`})::int as n`,
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('keeps the words as a Former member with nothing that leads to the person', async () => {
    const marker = `Glassfrog${Date.now()}`;
    const { leaver, other, name, busy, own, threadIds } = await leaverWithPosts(marker);
    const email = (await get(t.app, '/api/account/settings', leaver.cookie)).json<{
      email: string;
    }>().email;

    await deleteAccountWith(leaver.cookie, { community: 'anonymise' });

    const after = await everyCommunityRead(threadIds, other, marker);
    // The words stay...
    expect(readsHolding(after, `${marker} alone`)).toContain('search (visitor)');
    expect(readsHolding(after, `${marker} reply`)).toContain(`thread ${busy.id} (visitor)`);
    // ...but nothing in any read names, identifies or links to the person.
    expect(readsHolding(after, name)).toEqual([]);
    expect(readsHolding(after, leaver.id)).toEqual([]);
    expect(readsHolding(after, email)).toEqual([]);
    for (const id of threadIds) {
      const view = JSON.parse(after[`thread ${id} (member)`]!.body) as ThreadResponse;
      const theirs = view.posts.filter((p) => p.body_html?.includes(marker));
      expect(theirs.length, id).toBeGreaterThan(0);
      for (const p of theirs)
        expect(p).toMatchObject({ author_name: FORMER_MEMBER, is_own: false });
    }
    const ownView = JSON.parse(after[`thread ${own.id} (visitor)`]!.body) as ThreadResponse;
    expect(ownView.thread).toMatchObject({ author_name: FORMER_MEMBER, title: `${marker} own` });
    const [row] = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select (select count(*) from community_posts where author_id = ${leaver.id})::int
          + (select count(*) from community_threads where author_id = ${leaver.id})::int
          + (select count(*) from community_profiles where member_id = ${leaver.id})::int
          + (select count(*) from community_reactions where member_id = ${leaver.id})::int as n`,
    );
    expect(Number(row!.n)).toBe(0);
  });
});

describe('/api/docs', () => {
  it('documents every community route with a summary, a description and its answers', async () => {
    const response = await get(t.app, '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const docs = response.json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; description?: string; tags?: string[] }>
      >;
    };
    const operations = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith('/api/community/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      );
    // 4 public reads, 12 member routes (follows counted twice: PUT and DELETE), 5 moderation.
    expect(operations).toHaveLength(21);
    for (const { path, method, op } of operations) {
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      expect(op.description, `${method} ${path}`).toBeTruthy();
      expect(op.tags).toEqual(['community']);
    }
  });
});
