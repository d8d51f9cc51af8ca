// @vitest-environment jsdom
import '@/components/ui/utils/test-dom';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { OtpPanel } from './otp-panel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function typeCode(digits: string) {
  fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => digits } });
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

describe('OtpPanel', () => {
  it('enables Verify only with six digits and sends the code', async () => {
    const onVerify = vi.fn().mockResolvedValue(null);
    render(<OtpPanel description="Sent to +971500000001" showDemoHint={false} onVerify={onVerify} onResend={vi.fn()} />);
    expect(verifyButton().disabled).toBe(true);
    typeCode('12345');
    expect(verifyButton().disabled).toBe(true);
    typeCode('123456');
    expect(verifyButton().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(verifyButton());
    });
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it("shows the server's message when the code is refused", async () => {
    const refusal = new ApiError({ kind: 'http', status: 404, endpoint: 'POST /api/v1/auth/verify-phone', normalised: { code: null, messages: ['OTP does not match'], ids: null } });
    render(<OtpPanel description="Sent" showDemoHint={false} onVerify={() => Promise.reject(refusal)} onResend={vi.fn()} />);
    typeCode('000000');
    await act(async () => {
      fireEvent.click(verifyButton());
    });
    expect(screen.getByRole('alert').textContent).toContain('OTP does not match');
  });

  it('keeps Resend disabled for the 60 s countdown, then sends again and restarts it', async () => {
    const onResend = vi.fn().mockResolvedValue({});
    render(<OtpPanel description="Sent" showDemoHint={false} onVerify={vi.fn()} onResend={onResend} />);
    const waiting = screen.getByRole('button', { name: 'Resend code in 1:00' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Resend code in 0:45' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(45_000));
    const ready = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(ready);
    });
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend code in 1:00' })).toBeTruthy();
  });

  it('shows the demo code hint when the demo flag is on', () => {
    const { rerender } = render(<OtpPanel description="Sent" showDemoHint={false} onVerify={vi.fn()} onResend={vi.fn()} />);
    expect(screen.queryByText(/123456/)).toBeNull();
    rerender(<OtpPanel description="Sent" showDemoHint onVerify={vi.fn()} onResend={vi.fn()} />);
    expect(screen.getByText('Demo mode: use the code 123456.')).toBeTruthy();
  });
});
