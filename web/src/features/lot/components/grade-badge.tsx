import { useTranslation } from 'react-i18next';
import '../../../styles/lot-condition.css';
import type { ConditionGrade } from '../../auctions/api/auction-lots';

/** The condition grade as a coloured letter; its meaning in words for screen readers and on hover. */
export function GradeBadge({ grade, className = '' }: { grade: ConditionGrade; className?: string }) {
  const { t } = useTranslation();
  const label = t('condition.gradeLabel', { grade, meaning: t(`condition.gradeMeaning.${grade}`) });
  return (
    <span
      className={`grade-badge grade-badge--${grade.toLowerCase()} ${className}`.trim()}
      title={label}
      aria-label={label}
      data-grade={grade}
    >
      {grade}
    </span>
  );
}
