/**
 * The module's search box: item and store suggestions as the customer types (a pause, not every key);
 * a suggestion opens its page, and searching opens the results with filters.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PlainButton } from '@/components/ui/button/plain-button';
import type { ComboboxItem } from '@/components/ui/combobox/combobox';
import { DeferredCombobox } from '@/components/ui/combobox/deferred-combobox';
import { Icon } from '@/components/ui/icon/icon';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import { itemOrStoreOptions } from '../api/search';
import * as styles from './home.css';

export const searchHref = (text: string) => `/home?${new URLSearchParams({ search: 'searched', query: text.trim() }).toString()}`;

export function SearchBox({ initial = '' }: { initial?: string }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState(initial);
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  const found = useQuery(itemOrStoreOptions(asked));
  const suggestions: ComboboxItem[] = asked
    ? [
        ...(found.data?.items ?? []).slice(0, 6).map((item) => ({ id: `item-${item.id}`, label: item.name, secondary: t('catalog.search.item') })),
        ...(found.data?.stores ?? []).slice(0, 4).map((store) => ({ id: `store-${store.id}`, label: store.name, secondary: t('catalog.search.store') })),
      ]
    : [];
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) navigate(searchHref(text));
      }}
      onKeyDownCapture={(event) => {
        // Enter with no suggestion highlighted searches the words typed (the suggestion list would swallow it).
        const target = event.target as HTMLElement;
        if (event.key !== 'Enter' || target.getAttribute('role') !== 'combobox' || target.getAttribute('aria-activedescendant') || !text.trim()) return;
        event.preventDefault();
        event.stopPropagation();
        navigate(searchHref(text));
      }}
    >
      <DeferredCombobox
        className={styles.searchField}
        label={t('catalog.search.label')}
        hideLabel
        placeholder={t('catalog.search.placeholder')}
        items={suggestions}
        inputValue={text}
        onInputChange={setText}
        isLoading={found.isFetching}
        emptyText={t('catalog.noSearchResults')}
        onSelect={(choice) => {
          const [kind, id] = choice.id.split('-');
          const store = found.data?.stores.find((entry) => String(entry.id) === id);
          navigate(kind === 'store' && store ? paths.store(store.id, store.module_id ?? undefined, store.zone_id ?? undefined) : paths.product(id ?? ''));
        }}
      />
      <PlainButton type="submit" variant="primary">
        <Icon name="search" size={18} />
        <span className={styles.submitText}>{t('catalog.search.submit')}</span>
      </PlainButton>
    </form>
  );
}
