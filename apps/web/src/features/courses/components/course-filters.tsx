import { COURSE_CATEGORIES, COURSE_LEVELS, type CourseCategory, type CourseLevel } from '@esdc/core/course';
import { FilterBar } from '../../../components/filter-bar';

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
  return (
    <FilterBar
      label="Search courses"
      className="flex flex-col gap-3 md:flex-row md:items-end"
      search={{ id: 'courses-search', label: 'Search courses', placeholder: 'Title or description', autoComplete: 'off' }}
      query="q"
      selectsClassName="grid grid-cols-2 gap-3 md:flex"
      values={values}
      onChange={onChange}
      selects={[
        { name: 'level', id: 'courses-level', label: 'Level', className: 'md:w-44', allLabel: 'All', options: COURSE_LEVELS },
        { name: 'category', id: 'courses-category', label: 'Category', className: 'md:w-48', allLabel: 'All', options: COURSE_CATEGORIES },
      ]}
    />
  );
}
