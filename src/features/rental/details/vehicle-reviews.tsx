/** A vehicle page's reviews, below its description: they and their code come once the page is quiet. */
import { useVehicleReviews } from '../api/providers';
import { ReviewsList } from './reviews-list';

export default function VehicleReviews({ vehicleId }: { vehicleId: number }) {
  const reviews = useVehicleReviews(vehicleId);
  return (
    <ReviewsList
      pages={reviews.data?.pages}
      isPending={reviews.isPending}
      hasNextPage={reviews.hasNextPage}
      isFetchingNextPage={reviews.isFetchingNextPage}
      fetchNextPage={reviews.fetchNextPage}
    />
  );
}
