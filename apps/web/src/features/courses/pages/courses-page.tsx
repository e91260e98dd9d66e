import { COURSE_MESSAGES, COURSE_PAGE_SIZE } from '@esdc/core/course';
import { paths } from '@esdc/core/routes';
import { GraduationCap, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FilterPanel } from '../../../components/filter-bar';
import { ListSection } from '../../../components/list-section';
import { Page } from '../../../components/page';
import { ClearFiltersButton, EmptyState, ErrorState } from '../../../components/states';
import { useCan } from '../../../lib/permissions';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useCourses } from '../api/list-courses';
import { CourseFilters, type CourseFilterValues } from '../components/course-filters';
import { CourseGrid, CourseGridSkeleton } from '../components/course-grid';
import { courseListFromParams } from '../lib/course-list-params';
import { ButtonLink } from '../../../components/button-link';
import { PagedList } from '../../../components/paged-list';

/**
 * /lms and /courses (SPEC §2 Courses): text search over title and description (?q=; ?search= from the project page's
 * technology links prefills it), the Level and Category filters, all in the address; course cards with 'View Course';
 * paging; a loading skeleton; 'No courses found matching your criteria'. 'New Course' for admins and moderators, who
 * also see the unpublished courses (marked Draft).
 */
export default function CoursesPage() {
  const can = useCan();
  // Any filter change starts at page 1 and turns a ?search= link into the page's own ?q=.
  const { params, change, clearAll, pageTo } = useFilterParams(['page', 'search']);
  const { filters, list } = courseListFromParams(params);
  // Admins and moderators see unpublished courses too (marked Draft); instructors get their own from the server.
  const courses = useCourses(can('course:create') ? { ...list, status: 'all' } : list);
  const filtered = !!(filters.q || filters.level || filters.category);

  // The search is carried over as ?q= so a ?search= link's text survives the parameter's removal.
  const onFilter = (next: Partial<CourseFilterValues>) => change({ q: filters.q, ...next });

  const page = courses.data;
  let body: ReactNode;
  if (courses.isPending) body = <CourseGridSkeleton count={6} />;
  else if (courses.isError && !page) {
    body = <ErrorState title="Failed to load courses" message={courses.error.message} onRetry={() => void courses.refetch()} />;
  } else if (!page || page.items.length === 0) {
    body = (
      <EmptyState
        icon={<GraduationCap className="size-10" />}
        title={COURSE_MESSAGES.noCourses}
        description={filtered ? 'Try another search, level or category.' : 'New courses are on their way. Check back soon!'}
        action={filtered ? <ClearFiltersButton onClick={clearAll} /> : undefined}
      />
    );
  } else {
    body = (
      <PagedList query={courses} page={page} pageSize={COURSE_PAGE_SIZE} noun="course" onOffsetChange={pageTo(COURSE_PAGE_SIZE)}>
        <CourseGrid courses={page.items} />
      </PagedList>
    );
  }

  return (
    <Page
      title="Courses"
      heading="Courses"
      intro="Hands-on courses in embedded C, microcontrollers, RTOS, PCB design and IoT, taught by members of the Embedded Systems Design Club."
      actions={
        can('course:create') ? (
          <ButtonLink to={paths.newCourse} icon={Plus}>
            New Course
          </ButtonLink>
        ) : undefined
      }
    >
      <FilterPanel>
        <CourseFilters values={filters} onChange={onFilter} />
      </FilterPanel>
      <ListSection
        id="courses-heading"
        title={filters.category || filters.level ? [filters.level, filters.category].filter(Boolean).join(' · ') : 'All courses'}
        count={page?.total}
        className="flex flex-col gap-5"
      >
        {body}
      </ListSection>
    </Page>
  );
}
