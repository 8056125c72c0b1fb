import '../../../styles/dealers.css';
import { useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Spinner } from '../../../components/ui/spinner';
import { FieldError } from '../../../components/ui/text-field';
import { useApiQuery } from '../../../lib/query';
import { loginUrl, SALE_SHOWCASE_URL } from '../../../lib/routes';
import { useAtomValue } from '../../../lib/use-atom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { checkSession } from '../../session/api/login-check';
import { userAtom } from '../../session/atoms';
import { sendSignupOtp, verifySignupOtp } from '../../signup/api/signup';
import { acceptInvitation, invitation, type Accepted } from '../api';

/**
 * The page an agent's invitation link opens: who invites them, then a sign-up by the OTP texted to
 * the invited phone (or, for a phone that has an account, a sign-in), then the agent is the
 * dealer's and signed in.
 */
export function AgentInviteScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('dealers.inviteLandingTitle'));
  const store = useStore();
  const [, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  const { data: invite, loading } = useApiQuery(['agent-invite', token], async (signal) => invitation(token, signal));
  const [otpSent, setOtpSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Accepted | null>(null);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  };
  const accept = async () => {
    const res = await acceptInvitation(token);
    if (res.status !== 200 || !res.data) return setError(res.msg ?? t('dealers.failed'));
    setDone(res.data);
  };
  const sendOtp = () =>
    run(async () => {
      const res = await sendSignupOtp(invite!.data!.phone);
      if (res.status === 200) setOtpSent(true);
      else setError(res.msg ?? t('dealers.failed'));
    });
  const verify = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const res = await verifySignupOtp(invite!.data!.phone, otp.trim());
      if (res.status !== 200) return setError(res.msg ?? t('dealers.failed'));
      await accept();
    });
  };
  const start = async () => {
    await checkSession(store);
    navigate(SALE_SHOWCASE_URL);
  };

  if (loading && !invite) return <Spinner tone="dark" fullPage />;
  const data = invite?.status === 200 ? invite.data : undefined;
  return (
    <main className="container page-section agent-invite" data-testid="agent-invite">
      <h1 className="page-title">{t('dealers.inviteLandingTitle')}</h1>
      {!data ? (
        <p className="field__error" role="alert">
          {invite?.msg ?? t('dealers.failed')}
        </p>
      ) : done ? (
        <div className="dealer-card" data-testid="invite-accepted">
          <p>{t('dealers.welcomeAgent', { dealer: done.dealer_name })}</p>
          {done.password ? (
            <p>
              {t('dealers.yourPassword')} <strong data-testid="agent-password">{done.password}</strong>
            </p>
          ) : null}
          <button type="button" className="button button--primary" onClick={() => void start()}>
            {t('dealers.startQuoting')}
          </button>
        </div>
      ) : (
        <div className="dealer-card">
          <p data-testid="invite-from">{t('dealers.invitedBy', { dealer: data.dealer_name, name: data.agent_name })}</p>
          <p className="muted">{t('dealers.agentExplained')}</p>
          <p>
            {t('dealers.agentPhone')}: <strong>{data.phone}</strong>
          </p>
          {data.has_account ? (
            user?.phone === data.phone ? (
              <button type="button" className="button button--primary" disabled={busy} onClick={() => void run(accept)}>
                {t('dealers.acceptInvite')}
              </button>
            ) : (
              <p>
                {t('dealers.hasAccount')} <Link href={loginUrl(`/agent-invite/${token}`)}>{t('dealers.signInToAccept')}</Link>
              </p>
            )
          ) : !otpSent ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void sendOtp()} data-testid="send-otp">
              {t('dealers.sendOtp')}
            </button>
          ) : (
            <form onSubmit={verify}>
              <label className="field">
                <span className="field__label">{t('dealers.otp')}</span>
                <input
                  className="field__input"
                  name="otp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value)}
                />
              </label>
              <button type="submit" className="button button--primary" disabled={busy || otp.trim().length < 4}>
                {t('dealers.verifyAndJoin')}
              </button>
            </form>
          )}
          <FieldError error={error} />
        </div>
      )}
    </main>
  );
}
