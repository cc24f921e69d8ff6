/** Reporting a post to the moderators, with a reason; the reporter is never shown to anyone. */
import type { ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { useContractForm } from '#client/lib/use-contract-form';
import { reportRequestSchema } from '#shared/contracts/community.contract';
import { MAX_REPORT_REASON } from '#shared/domain/community-terms';
import { describeCommunityError } from '../api/community-error';
import { useReportPost } from '../api/report-post';

const REASON_LENGTH = `Say in 3 to ${MAX_REPORT_REASON} characters why this post should be looked at.`;

export function ReportForm({
  postId,
  onClose,
}: {
  postId: string;
  onClose: () => void;
}): ReactElement {
  // The contract's length rule, said as one sentence for too short and too long alike.
  const form = useContractForm({
    schema: reportRequestSchema,
    defaultValues: { reason: '' },
    messages: { reason: REASON_LENGTH },
  });
  const report = useReportPost(postId);
  const fieldId = `report-${postId}`;

  if (report.isSuccess)
    return (
      <p role="status" className="text-sm text-slate-800">
        Thank you: a moderator will look at this post.
      </p>
    );

  const error =
    form.error('reason') ?? (report.error ? describeCommunityError(report.error).message : null);
  return (
    <form
      onSubmit={form.handleSubmit(({ reason }) => report.mutate(reason))}
      noValidate
      className="space-y-2 rounded-xl bg-slate-50 p-3"
    >
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-900">
        Why should a moderator look at this post?
      </label>
      <textarea
        id={fieldId}
        {...form.register('reason')}
        rows={2}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={report.isPending}>
          Send report
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
