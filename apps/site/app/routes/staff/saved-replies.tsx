import { staffApp, staffSavedReplies } from '@northline/content';
import {
  SAVED_REPLY_BODY_MAX,
  SAVED_REPLY_TITLE_MAX,
  type SavedReply,
  type SavedReplyList,
} from '@northline/schemas';
import { Button, Field } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '../../staff/confirm-dialog.tsx';
import { staffMeta } from '../../staff/format.ts';
import * as own from '../../staff/saved-replies.css.ts';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { statusOf, useTRPC } from '../../staff/trpc.ts';

/** noindex. */
export const meta = () => staffMeta(staffSavedReplies.metaTitle);

const copy = staffSavedReplies;

/** The field messages of a refused call (400 `issues`), by field; empty for any other failure. */
function fieldErrorsOf(error: unknown): Partial<Record<'title' | 'body', string>> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const errors: Partial<Record<'title' | 'body', string>> = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if ((issue.path === 'title' || issue.path === 'body') && typeof issue.message === 'string') {
      errors[issue.path] ??= issue.message;
    }
  }
  return errors;
}

/**
 * /staff/saved-replies: the team's saved replies for the live chat (`staff.savedReplies.*`): a form that adds one
 * (title and reply, with the API's field messages under each field) and the list by title, each with its author
 * and a Delete that asks first. Every signed-in member, admin or sales, may add and delete. What happened is said
 * in a polite status; after a delete the focus goes to the list's heading.
 */
export default function StaffSavedReplies() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.staff.savedReplies.list.queryOptions());
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'title' | 'body', string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<SavedReply | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listKey = trpc.staff.savedReplies.list.queryKey();

  const add = useMutation(
    trpc.staff.savedReplies.add.mutationOptions({
      onMutate: () => {
        setErrors({});
        setFailure('');
      },
      onSuccess: (reply) => {
        queryClient.setQueryData(listKey, (old: SavedReplyList | undefined) =>
          old
            ? {
                ...old,
                replies: [...old.replies, reply].sort((a, b) =>
                  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
                ),
              }
            : old,
        );
        void queryClient.invalidateQueries({ queryKey: listKey });
        setTitle('');
        setBody('');
        setAnnouncement(copy.add.added(reply.title));
        titleRef.current?.focus();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          if (fields.title) titleRef.current?.focus();
          return;
        }
        // A full list (409) says so in the server's words.
        setFailure(statusOf(error) === 409 && error instanceof Error ? error.message : copy.failed);
      },
    }),
  );

  const remove = useMutation(
    trpc.staff.savedReplies.delete.mutationOptions({
      onMutate: () => setFailure(''),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
      onSuccess: (_answer, input) => {
        const gone = list.data?.replies.find((reply) => reply.id === input.id);
        queryClient.setQueryData(listKey, (old: SavedReplyList | undefined) =>
          old ? { ...old, replies: old.replies.filter((reply) => reply.id !== input.id) } : old,
        );
        setConfirming(null);
        setAnnouncement(gone ? copy.list.deleted(gone.title) : '');
        listHeadingRef.current?.focus();
      },
      onError: (error) => {
        setConfirming(null);
        setFailure(statusOf(error) === 404 && error instanceof Error ? error.message : copy.failed);
      },
    }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate({ title, body });
  };

  const replies = list.data?.replies ?? [];
  return (
    <StaffPage title={copy.title} intro={copy.intro}>
      <p role="status" className={css.status}>
        {list.isError ? copy.loadFailed : list.isPending ? staffApp.loading : announcement}
      </p>
      {failure ? (
        <p role="alert" className={css.notice}>
          {failure}
        </p>
      ) : null}
      <div className={own.pageGrid}>
        <section className={css.panel} aria-labelledby="saved-replies-add">
          <h2 id="saved-replies-add" className={css.h2}>
            {copy.add.heading}
          </h2>
          <form className={own.form} onSubmit={submit} noValidate>
            <Field
              ref={titleRef}
              label={copy.add.title}
              hint={copy.add.titleHint}
              name="title"
              value={title}
              maxLength={SAVED_REPLY_TITLE_MAX}
              required
              requiredMark={false}
              autoComplete="off"
              onChange={(event) => setTitle(event.target.value)}
              error={errors.title}
            />
            <Field
              as="textarea"
              label={copy.add.body}
              name="body"
              rows={5}
              value={body}
              maxLength={SAVED_REPLY_BODY_MAX}
              required
              requiredMark={false}
              onChange={(event) => setBody(event.target.value)}
              error={errors.body}
            />
            <div>
              <Button type="submit" disabled={add.isPending} loading={add.isPending}>
                {add.isPending ? copy.add.submitting : copy.add.submit}
              </Button>
            </div>
          </form>
        </section>
        <section className={css.panel} aria-labelledby="saved-replies-list">
          <h2 id="saved-replies-list" className={css.h2} ref={listHeadingRef} tabIndex={-1}>
            {copy.list.heading}
          </h2>
          {list.data ? <p className={css.summary}>{copy.count(replies.length, list.data.max)}</p> : null}
          {list.data && replies.length === 0 ? <p className={css.summary}>{copy.list.empty}</p> : null}
          {replies.length > 0 ? (
            <ul className={own.replyList}>
              {replies.map((reply) => (
                <li key={reply.id} className={own.replyItem}>
                  <h3 className={own.replyTitle}>{reply.title}</h3>
                  <p className={own.replyBody}>{reply.body}</p>
                  <span className={css.muted}>
                    {reply.authorName ? copy.list.by(reply.authorName) : copy.list.byUnknown}
                  </span>
                  {confirming?.id === reply.id ? (
                    <ConfirmDialog
                      id={`saved-reply-confirm-${reply.id}`}
                      question={copy.list.confirm(reply.title)}
                      confirmLabel={copy.list.confirmYes}
                      cancelLabel={copy.list.cancel}
                      onConfirm={() => remove.mutate({ id: reply.id })}
                      onCancel={() => setConfirming(null)}
                      disabled={remove.isPending}
                      loading={remove.isPending}
                    />
                  ) : (
                    <div>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={copy.list.deleteLabel(reply.title)}
                        onClick={() => setConfirming(reply)}
                      >
                        {copy.list.delete}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </StaffPage>
  );
}
