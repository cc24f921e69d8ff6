/**
 * /community/new (signed in): the composer for a new thread, in the topic the link chose. Once
 * posted it opens the thread, where a held first post shows 'Waiting for a moderator'.
 */
import type { ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { useTopics } from '#client/features/community/api/get-topics';
import { formOnEdit } from '#client/lib/form-on-edit';
import { CommunityPageLayout } from './community-page-layout';

// The composer loads when the member starts to write, not with the page (ADR 181).
const Composer = formOnEdit(() =>
  import('#client/features/community/components/composer').then((module) => module.Composer),
);

export default function NewThreadPage(): ReactElement {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const topics = useTopics();
  const slug = params.get('topic');
  const initial = topics.data?.find((topic) => topic.slug === slug)?.id;

  return (
    <CommunityPageLayout
      title="Start a thread"
      lead={
        <p>
          Ask a question or share what has helped you. Be kind, keep personal details out, and
          remember that members share experiences, not medical advice. Your first posts are read by
          a moderator before others see them.
        </p>
      }
    >
      <section
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        aria-label="Composer"
      >
        {topics.isError ? (
          <SectionErrorCard onRetry={() => void topics.refetch()} />
        ) : topics.isPending ? (
          <p role="status" className="text-slate-600">
            Loading topics...
          </p>
        ) : (
          <Composer
            mode="thread"
            topics={topics.data}
            initialTopicId={initial}
            onPosted={(result) =>
              void navigate(`/community/threads/${encodeURIComponent(result.thread_id)}`)
            }
          />
        )}
      </section>
    </CommunityPageLayout>
  );
}
