import { Button } from '@react-email/button'
import { Heading } from '@react-email/heading'
import { Link } from '@react-email/link'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import { styles } from './Layout'

/** A heading, a few paragraphs, one button, and the button's address written out for clients
 * that show no buttons (and for the plain-text part). */
export function Action({
  heading,
  paragraphs,
  button,
  href,
  after,
}: {
  heading: string
  paragraphs: string[]
  button: string
  href: string
  after?: ReactNode
}) {
  return (
    <>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={styles.text}>
          {paragraph}
        </Text>
      ))}
      <Button href={href} style={styles.button}>
        {button}
      </Button>
      <Text style={styles.small}>
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
      {after}
    </>
  )
}
