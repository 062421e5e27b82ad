import { formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { Device } from './devices.server'
import { DASHBOARD_INTENTS, IntentForm } from './SecurityPanel'

/** Where the customer is signed in, this browser marked; every other session has a plain form that ends it. */
export function DevicesList({ devices, language }: { devices: Device[]; language: Language }) {
  const { t } = useTranslation()
  return (
    <ul className="dash-devices">
      {devices.map((device) => (
        <li key={device.id} className="dash-devices__item">
          <p className="dash-devices__name">
            {t('Dashboard_device', {
              browser: device.browser ?? t('Dashboard_device_unknown_browser'),
              system: device.system ?? t('Dashboard_device_unknown_system'),
            })}
            {device.current ? <strong className="dash-devices__current"> · {t('Dashboard_device_current')}</strong> : null}
          </p>
          <p className="dash-devices__times">
            {t('Dashboard_device_times', { started: formatDateTime(device.startedAt, language), seen: formatDateTime(device.lastSeenAt, language) })}
          </p>
          {device.current ? null : (
            <IntentForm intent={DASHBOARD_INTENTS.endSession} label={t('Dashboard_device_end')} className="dash-devices__end">
              <input type="hidden" name="session" value={device.id} />
            </IntentForm>
          )}
        </li>
      ))}
    </ul>
  )
}
