/**
 * Reviews of a delivered order: each item once (those already reviewed say so), and the rider, whose review
 * needs a comment. A review counts as sent only when the server kept it.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { RatingInput } from '@/components/ui/rating/rating-input';
import { TextAreaField } from '@/components/ui/text-field/text-field';
import { t } from '@/lib/i18n';
import type { Order, OrderLine } from '../api/structs';
import { lineName } from '../amounts';
import type { OrderActions } from '../use-order-actions';
import * as styles from './orders.css';

function ReviewForm({ title, commentRequired, onSubmit, isPending }: { title: string; commentRequired: boolean; isPending: boolean; onSubmit: (rating: number, comment: string) => Promise<unknown> }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [sent, setSent] = useState(false);
  if (sent) return <p className={styles.muted}>{t('orders.reviewed', { name: title })}</p>;
  return (
    <form
      className={styles.review}
      noValidate
      aria-label={t('orders.reviewOf', { name: title })}
      onSubmit={(event) => {
        event.preventDefault();
        const next = { ...(rating ? {} : { rating: t('orders.ratingRequired') }), ...(commentRequired && !comment.trim() ? { comment: t('orders.commentRequired') } : {}) };
        setErrors(next);
        if (!rating || next.comment) return;
        void onSubmit(rating, comment.trim()).then(() => setSent(true), () => undefined);
      }}
    >
      <span className={styles.strong}>{title}</span>
      <RatingInput label={t('orders.yourRating', { name: title })} value={rating} onChange={setRating} errorMessage={errors.rating} isRequired />
      <TextAreaField label={commentRequired ? t('orders.comment') : t('orders.commentOptional')} value={comment} onChange={setComment} maxLength={1000} rows={2} isRequired={commentRequired} errorMessage={errors.comment} />
      <div>
        <Button type="submit" size="sm" isPending={isPending}>
          {t('orders.submitReview')}
        </Button>
      </div>
    </form>
  );
}

export function ReviewSection({ order, lines, actions, withRider }: { order: Order; lines: readonly OrderLine[]; actions: OrderActions; withRider: boolean }) {
  const reviewed = new Set(order.reviews.map((review) => review.item_id));
  const items = new Map<number, string>();
  for (const line of lines) {
    const id = line.item_id ?? Number(line.item_details?.item_id ?? line.item_details?.id ?? 0);
    if (id > 0 && !items.has(id)) items.set(id, lineName(line) || t('orders.itemFallback'));
  }
  const rider = order.delivery_man;
  return (
    <section className={styles.section} aria-labelledby="order-reviews">
      <h2 id="order-reviews" className={styles.sectionTitle}>
        {t('orders.reviewsTitle')}
      </h2>
      {[...items].map(([id, name]) =>
        reviewed.has(id) ? (
          <p key={id} className={styles.muted}>
            {t('orders.reviewed', { name })}
          </p>
        ) : (
          <ReviewForm key={id} title={name} commentRequired={false} isPending={actions.reviewItem.isPending && actions.reviewItem.variables?.itemId === id} onSubmit={(rating, comment) => actions.reviewItem.mutateAsync({ itemId: id, rating, comment })} />
        ),
      )}
      {withRider && rider ? (
        <ReviewForm
          title={t('orders.riderName', { name: `${rider.f_name} ${rider.l_name}`.trim() })}
          commentRequired
          isPending={actions.reviewRider.isPending}
          onSubmit={(rating, comment) => actions.reviewRider.mutateAsync({ riderId: rider.id, rating, comment })}
        />
      ) : null}
    </section>
  );
}
