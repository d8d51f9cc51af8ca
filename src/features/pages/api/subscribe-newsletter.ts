/** `POST /api/v1/newsletter/subscribe`. */
import { apiRequest } from '@/lib/api-client';
import { optional, text, type } from '@/lib/struct';

const Answer = type({ message: optional(text) });

export async function subscribeNewsletter(email: string): Promise<string> {
  const answer = await apiRequest('/api/v1/newsletter/subscribe', { method: 'POST', body: { email }, struct: Answer });
  return answer.message ?? '';
}
