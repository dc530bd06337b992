import { Section } from './section';
import { anchorId } from '@/lib/anchor';

/**
 * An index page's body: one section per group, headed by the group's title (also its
 * anchor), on alternating backgrounds. Each page renders its own cards for a group.
 */
export function GroupedSections<Group extends { title: string }>({
  groups,
  children,
}: {
  groups: readonly Group[];
  children: (group: Group) => React.ReactNode;
}) {
  return groups.map((group, index) => (
    <Section
      key={group.title}
      id={anchorId(group.title)}
      title={group.title}
      className={index % 2 === 1 ? 'bg-slate-50' : undefined}
    >
      {children(group)}
    </Section>
  ));
}
