import { useLingui } from '../i18n/use-lingui';
import { formatNumber } from '../i18n/format';
import { Pagination } from '@ark-ui/react/pagination';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import '../i18n/chrome-english';

const pager = css({ display: 'flex', gap: '1', justifyContent: 'center', flexWrap: 'wrap', mt: '6' });
// The customer's orders stand further apart from their pager than an admin list does.
const roomyPager = css({ display: 'flex', gap: '1', justifyContent: 'center', flexWrap: 'wrap', mt: '8' });
const pageButton = cx(
  button({ variant: 'outline', size: 'sm' }),
  css({ minW: '9', '&[data-selected]': { bg: 'accent.solid', color: 'accent.contrast', borderColor: 'accent.solid' } }),
);
const stepButton = button({ variant: 'outline', size: 'sm' });

interface PagerProps {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** More space above the pager (the customer's order list). */
  roomy?: boolean;
}

/** Previous, the page numbers (with … where some are left out) and Next, under a list that comes in pages. */
export function Pager({ count, pageSize, page, onPageChange, roomy = false }: PagerProps) {
  const { i18n } = useLingui();
  return (
    <Pagination.Root
      className={roomy ? roomyPager : pager}
      count={count}
      pageSize={pageSize}
      page={page}
      onPageChange={({ page: chosen }) => onPageChange(chosen)}
    >
      <Pagination.PrevTrigger className={stepButton}>{i18n._('Previous')}</Pagination.PrevTrigger>
      <Pagination.Context>
        {(pagination) =>
          pagination.pages.map((item, index) =>
            item.type === 'page' ? (
              <Pagination.Item key={index} {...item} className={pageButton}>
                {formatNumber(i18n, item.value)}
              </Pagination.Item>
            ) : (
              <Pagination.Ellipsis key={index} index={index}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={stepButton}>{i18n._('Next')}</Pagination.NextTrigger>
    </Pagination.Root>
  );
}
