import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import type { Translate } from '../../../ui/i18n/translate'

// The frame of every message: the brand as text (no images at all, so nothing is fetched from a
// server when the message is opened, and nothing can tell anyone it was read), one column at
// most 560 px wide in table layout with inline styles, which the common clients render alike.

const COLORS = { ink: '#1d2433', muted: '#5b6474', brand: '#0b3d6b', line: '#dfe3ea', page: '#f4f6f9' }
export const styles = {
  body: { backgroundColor: COLORS.page, color: COLORS.ink, fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', border: `1px solid ${COLORS.line}`, maxWidth: '560px', padding: '32px' },
  brand: { color: COLORS.brand, fontSize: '20px', fontWeight: 700, letterSpacing: '0.04em', margin: '0 0 24px' },
  heading: { color: COLORS.ink, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: COLORS.brand,
    borderRadius: '4px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  small: { color: COLORS.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  link: { color: COLORS.brand },
  hr: { borderColor: COLORS.line, margin: '24px 0' },
}

export type FooterLink = { href: string; label: string }

export function Layout({
  t,
  language,
  preview,
  children,
  footer = [],
}: {
  t: Translate
  language: string
  preview: string
  children: ReactNode
  footer?: FooterLink[]
}) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{t('Mail_brand')}</Text>
          {children}
          <Hr style={styles.hr} />
          <Section>
            <Text style={styles.small}>{t('Mail_footer_sender')}</Text>
            {footer.map((link) => (
              <Text key={link.href} style={styles.small}>
                <Link href={link.href} style={styles.link}>
                  {link.label}
                </Link>
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
