import { staffApp } from '@northline/content';
import { STAFF_AVAILABILITIES, type StaffAvailability, type StaffMember } from '@northline/schemas';
import { Button, Field } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as css from './staff.css.ts';
import { useTRPC } from './trpc.ts';

const copy = staffApp.desk;

/** One member's availability form (their own, or anyone's for an admin). */
function MemberForm({
  member,
  onDone,
}: {
  member: { id: string; name: string; availability: StaffAvailability; capacity: number; openLeads: number };
  onDone: (message: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState<StaffAvailability>(member.availability);
  const [capacity, setCapacity] = useState(String(member.capacity));
  const save = useMutation(
    trpc.staff.desk.setAvailability.mutationOptions({
      onSuccess: async () => {
        onDone(copy.saved(member.name));
        await queryClient.invalidateQueries({ queryKey: trpc.staff.desk.list.queryKey() });
        // Whether waiting chats are offered to the member (their presence) follows their availability.
        await queryClient.invalidateQueries({ queryKey: trpc.staff.auth.me.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.staff.live.list.queryKey() });
      },
      onError: () => onDone(copy.failed),
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = Number.parseInt(capacity, 10);
    save.mutate({
      id: member.id,
      availability,
      ...(Number.isInteger(parsed) && parsed >= 0 ? { capacity: parsed } : {}),
    });
  };
  return (
    <li className={css.card}>
      <form onSubmit={submit} className={css.row} aria-label={copy.availability(member.name)}>
        <strong>{member.name}</strong>
        <span className={css.muted}>{copy.openLeads(member.openLeads)}</span>
        <Field
          as="select"
          label={copy.availability(member.name)}
          name="availability"
          value={availability}
          onChange={(event) => setAvailability(event.target.value as StaffAvailability)}
          options={STAFF_AVAILABILITIES.map((value) => ({ value, label: copy.options[value] }))}
        />
        <Field
          label={copy.capacity(member.name)}
          name="capacity"
          type="number"
          min={0}
          max={1000}
          inputMode="numeric"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          aria-label={copy.saveLabel(member.name)}
          disabled={save.isPending}
        >
          {copy.save}
        </Button>
      </form>
    </li>
  );
}

/**
 * The sales desk's availability (decision 041): the signed-in member's own, or every active member's for an admin,
 * each with available/away and an open-lead capacity. `onDone` receives the outcome's sentence for the page's live
 * region.
 */
export function DeskAvailability({ user, onDone }: { user: StaffMember; onDone: (message: string) => void }) {
  const trpc = useTRPC();
  const desk = useQuery(trpc.staff.desk.list.queryOptions());
  const members = (desk.data ?? []).filter((member) => user.role === 'admin' || member.id === user.id);
  if (members.length === 0) return null;
  return (
    <section className={css.panel} aria-labelledby="desk-title">
      <h2 id="desk-title" className={css.h2}>
        {copy.title}
      </h2>
      <p className={css.summary}>{copy.intro}</p>
      <ul className={css.liveList}>
        {members.map((member) => (
          <MemberForm key={member.id} member={member} onDone={onDone} />
        ))}
      </ul>
    </section>
  );
}
