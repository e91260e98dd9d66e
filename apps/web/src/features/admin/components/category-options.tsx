import { PROJECT_CATEGORIES } from '@esdc/core/project';

/** The category `<option>`s of the admin project forms (SPEC §5 Create project form: category) (the stored value first when it is not a standard one). */
export function CategoryOptions({ current = '' }: { current?: string }) {
  const known: readonly string[] = PROJECT_CATEGORIES;
  const list = current && !known.includes(current) ? [current, ...known] : known;
  return (
    <>
      <option value="">Select a category</option>
      {list.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </>
  );
}
