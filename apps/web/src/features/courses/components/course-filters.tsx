import { COURSE_CATEGORIES, COURSE_LEVELS, type CourseCategory, type CourseLevel } from '@esdc/core/course';
import { FilterSelect } from '../../../components/filter-select';
import { SearchField } from '../../../components/search-field';
import { useSearchText } from '../../../lib/use-search-text';

/** The filters of /lms as kept in the URL (?q=, ?level=, ?category=). */
export interface CourseFilterValues {
  q: string;
  level: CourseLevel | '';
  category: CourseCategory | '';
}

/**
 * The /lms filter bar (SPEC §2 Courses): a search box over title and description (debounced, Enter at once), the
 * Level filter (All, Beginner, Intermediate, Advanced) and the Category filter (All and the course categories).
 */
export function CourseFilters({ values, onChange }: { values: CourseFilterValues; onChange: (next: Partial<CourseFilterValues>) => void }) {
  const search = useSearchText(values.q, (q) => onChange({ q }));
  return (
    <form role="search" aria-label="Search courses" className="flex flex-col gap-3 md:flex-row md:items-end" onSubmit={search.onSubmit}>
      <SearchField id="courses-search" label="Search courses" placeholder="Title or description" autoComplete="off" {...search.input} />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect<CourseLevel>
          id="courses-level"
          label="Level"
          allLabel="All"
          className="md:w-44"
          value={values.level}
          options={COURSE_LEVELS}
          onChange={(level) => onChange({ level })}
        />
        <FilterSelect<CourseCategory>
          id="courses-category"
          label="Category"
          allLabel="All"
          className="md:w-48"
          value={values.category}
          options={COURSE_CATEGORIES}
          onChange={(category) => onChange({ category })}
        />
      </div>
    </form>
  );
}
