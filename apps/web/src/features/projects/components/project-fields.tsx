import { PROJECT_CATEGORIES } from '@esdc/core/project';
import type { FieldBinder } from '../../../lib/use-server-form';
import { SelectField, TextAreaField, TextField, UrlField } from '../../../components/form-field';
import { SelectOptions } from '../../../components/select-options';

/**
 * Title and Description (4 rows), each across the form, and Category of the member and admin project forms
 * (SPEC §5 Create project form, Admin create-project form). The category choices are the standard ones, with a
 * stored non-standard category first so editing such a project keeps it.
 * @param idPrefix the ids are `{idPrefix}-title`, `-description`, `-category`
 * @param currentCategory the project's stored category (edit), else none
 */
export function ProjectSummaryFields({
  idPrefix,
  field,
  currentCategory = '',
}: {
  idPrefix: string;
  field: FieldBinder<'title' | 'description' | 'category'>;
  currentCategory?: string;
}) {
  const known: readonly string[] = PROJECT_CATEGORIES;
  const categories = currentCategory && !known.includes(currentCategory) ? [currentCategory, ...known] : known;
  return (
    <>
      <div className="sm:col-span-2">
        <TextField id={`${idPrefix}-title`} label="Title" autoComplete="off" {...field('title')} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField id={`${idPrefix}-description`} label="Description" rows={4} {...field('description')} />
      </div>
      <SelectField id={`${idPrefix}-category`} label="Category" {...field('category')}>
        <option value="">Select a category</option>
        <SelectOptions options={categories} />
      </SelectField>
    </>
  );
}

/**
 * GitHub Link and Live URL of the project forms (SPEC §3 Project: github_link, live_url), side by side from 640 px.
 * @param idPrefix the ids are `{idPrefix}-github` and `{idPrefix}-live`
 */
export function ProjectLinkFields({ idPrefix, field }: { idPrefix: string; field: FieldBinder<'github_link' | 'live_url'> }) {
  return (
    <>
      <UrlField id={`${idPrefix}-github`} label="GitHub Link" placeholder="https://github.com/..." {...field('github_link')} />
      <UrlField id={`${idPrefix}-live`} label="Live URL" {...field('live_url')} />
    </>
  );
}
