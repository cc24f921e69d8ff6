/**
 * The private panel shown before a post that mentions self-harm or an emergency is sent: to a
 * person who may be in pain, not a rule-breaker. Only they see it; nothing public labels the post.
 * They choose: post anyway, or not (the draft stays, for them alone).
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import type {
  CrisisPanel as CrisisPanelData,
  CrisisResource,
} from '#shared/contracts/community.contract';

function ResourceList({ resources }: { resources: CrisisResource[] }): ReactElement {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {resources.map((resource) => (
        <li
          key={`${resource.label}-${resource.number}`}
          className="rounded-xl border border-slate-200 bg-white p-3"
        >
          <p className="font-semibold text-slate-900">
            {resource.label}:{' '}
            <a
              href={`tel:${resource.number.replace(/\s+/g, '')}`}
              className="text-teal-800 underline underline-offset-2"
            >
              {resource.number}
            </a>
          </p>
          <p className="text-sm text-slate-700">{resource.region}</p>
          <p className="text-sm text-slate-700">{resource.detail}</p>
        </li>
      ))}
    </ul>
  );
}

export function CrisisPanel({
  panel,
  isPosting,
  onPostAnyway,
  onDontPost,
}: {
  panel: CrisisPanelData;
  isPosting: boolean;
  onPostAnyway: () => void;
  onDontPost: () => void;
}): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="crisis-panel-title"
      className="space-y-4 rounded-2xl border-2 border-teal-600 bg-teal-50 p-4 sm:p-6"
    >
      <div>
        <h2
          id="crisis-panel-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {panel.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">Only you can see this message.</p>
      </div>
      <p className="text-slate-900">{panel.message}</p>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">If you are in danger now</h3>
        <ResourceList resources={panel.emergency} />
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold text-slate-900">Someone to talk to, any time</h3>
        <ResourceList resources={panel.crisis_lines} />
      </div>
      <p className="text-sm text-slate-800">
        Sharing here is your choice. Members can listen and support you, but they cannot help in an
        emergency.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onPostAnyway} disabled={isPosting}>
          {isPosting ? 'Posting...' : panel.continue_label}
        </Button>
        <Button variant="secondary" onClick={onDontPost} disabled={isPosting}>
          Don&apos;t post now
        </Button>
      </div>
    </section>
  );
}
