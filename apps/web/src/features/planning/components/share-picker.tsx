import { BOARD_MEMBERS_MAX } from '@esdc/core/planning';
import { MembersPickField, type PickedPerson } from '../../../components/members-pick-field';

/** A member picked to share a board with: id, name and email. */
export type PickedMember = PickedPerson;

/**
 * The members a member's own board is shared with (SPEC §2 Planning 'New Board', 'Edit board'): the club's member
 * search and each pick as a removable chip ({@link MembersPickField}); the board's owner is not offered.
 * @param value the members picked; `onChange` the new list
 * @param selfId the board's owner
 */
export function SharePicker({
  id,
  value,
  onChange,
  selfId,
}: {
  id: string;
  value: readonly PickedMember[];
  onChange: (next: PickedMember[]) => void;
  selfId: number | null;
}) {
  return (
    <MembersPickField
      id={id}
      label="Share with"
      listLabel="Members picked"
      hint="Search members by name or email. They can see the board and edit its tasks."
      fullHint={`At most ${BOARD_MEMBERS_MAX} members.`}
      max={BOARD_MEMBERS_MAX}
      value={value}
      onChange={onChange}
      isExcluded={(user) => user.id === selfId}
    />
  );
}
