/** Community answers for the page tests, shaped by the contract's schemas. */
import {
  topicsResponseSchema,
  threadResponseSchema,
  threadsResponseSchema,
  meResponseSchema,
  modlogResponseSchema,
  moderationQueueResponseSchema,
  type CommunityPost,
  type ThreadSummary,
} from '#shared/contracts/community.contract';

export const TOPICS = topicsResponseSchema.parse({
  topics: [
    { id: 'topic-sleep', slug: 'sleep', name: 'Sleep' },
    { id: 'topic-meds', slug: 'medicines-and-supplements', name: 'Medicines and supplements' },
  ],
});

export const THREAD_SUMMARY: ThreadSummary = {
  id: 'thread-1',
  topic: TOPICS.topics[1]!,
  title: 'Magnesium with my blood thinner?',
  status: 'published',
  is_treatment: true,
  author_name: 'QuietOwl',
  is_own: false,
  reply_count: 1,
  excerpt: 'Has anyone taken magnesium while on warfarin?',
  created_at: '2026-11-20T10:00:00.000Z',
  last_post_at: '2026-11-21T10:00:00.000Z',
};

export const THREADS = threadsResponseSchema.parse({
  threads: [
    THREAD_SUMMARY,
    {
      ...THREAD_SUMMARY,
      id: 'thread-2',
      topic: TOPICS.topics[0]!,
      title: 'Waking at 4 am every night',
      is_treatment: false,
      reply_count: 0,
      excerpt: 'Any tips?',
    },
  ],
  next_cursor: null,
});

const POST: CommunityPost = {
  id: 'post-1',
  thread_id: 'thread-1',
  author_name: 'QuietOwl',
  is_own: false,
  is_first: true,
  status: 'published',
  body_html: '<p>I take <strong>warfarin</strong> and ibuprofen for my knee.</p>',
  body: null,
  placeholder: null,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  reactions: { helpful: 2, support: 1, thanks: 0 },
  my_reactions: [],
  annotations: [
    {
      text: "Wellnest's checker: Warfarin and Ibuprofen have a major interaction",
      substances: [
        { id: 'warfarin', name: 'Warfarin' },
        { id: 'ibuprofen', name: 'Ibuprofen' },
      ],
      severity: 'major',
      source: { title: 'FDA label: Coumadin', url: 'https://www.accessdata.fda.gov/coumadin' },
    },
  ],
  pending_edit: null,
};

export const THREAD = threadResponseSchema.parse({
  thread: {
    ...THREAD_SUMMARY,
    disclaimer: 'Educational only — not medical advice',
    following: false,
  },
  posts: [
    POST,
    {
      ...POST,
      id: 'post-2',
      is_first: false,
      is_own: true,
      author_name: 'Ada',
      status: 'held',
      body_html: '<p>My own reply, waiting.</p>',
      body: 'My own reply, waiting.',
      placeholder: 'Thanks! Your post is waiting for a moderator.',
      reactions: { helpful: 0, support: 0, thanks: 0 },
      annotations: [],
    },
    {
      ...POST,
      id: 'post-3',
      is_first: false,
      author_name: 'Former member',
      status: 'hidden',
      body_html: null,
      placeholder: 'This post was hidden by a moderator.',
      annotations: [],
    },
  ],
});

export const ME = meResponseSchema.parse({
  display_name: 'Ada',
  silenced_until: null,
  unlimited: false,
  threads: [
    { ...THREAD_SUMMARY, id: 'thread-3', title: 'My held thread', status: 'held', is_own: true },
  ],
  replies_to_me: [
    {
      post_id: 'post-9',
      thread_id: 'thread-3',
      thread_title: 'My held thread',
      author_name: 'QuietOwl',
      excerpt: 'Same here!',
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  followed_topics: [TOPICS.topics[0]],
  followed_threads: [{ id: 'thread-1', title: 'Magnesium with my blood thinner?' }],
  notifications: [
    {
      kind: 'thread_reply',
      thread_id: 'thread-1',
      thread_title: 'Magnesium with my blood thinner?',
      topic: null,
      count: 2,
      latest_at: '2026-11-21T10:00:00.000Z',
    },
  ],
});

export const ME_WITHOUT_NAME = { ...ME, display_name: null };

export const MODLOG = modlogResponseSchema.parse({
  actions: [
    {
      id: 'action-1',
      action: 'hide',
      target_type: 'post',
      target_id: 'post-1',
      reason: 'Selling pills',
      created_at: '2026-11-21T12:00:00.000Z',
    },
  ],
  next_cursor: null,
});

export const MODERATION_POST = {
  id: 'post-1',
  thread_id: 'thread-1',
  thread_title: 'Magnesium with my blood thinner?',
  is_first: true,
  author_id: 'user-7',
  author_name: 'QuietOwl',
  status: 'published',
  status_reason: null,
  crisis_flag: false,
  body_html: '<p>Buy cheap pills here</p>',
  created_at: '2026-11-20T10:00:00.000Z',
  pending_edit: null,
};

export const QUEUE = moderationQueueResponseSchema.parse({
  held: [
    { ...MODERATION_POST, id: 'post-5', status: 'held', status_reason: 'First posts are held' },
  ],
  reports: [
    {
      id: 'report-1',
      reason: 'Spam',
      created_at: '2026-11-21T10:00:00.000Z',
      post: MODERATION_POST,
    },
  ],
  crisis: [],
  flagged: [],
});
