import type { MessageStore, StoredMessage } from '../db/messageStore'
import type { FanoutNotice } from '../fanout/RelayFanout'
import { RELAY_ERROR, RelayRequestError } from './jsonRpc'
import { asRecord, requireString, requireStrings } from './params'
import { type RelayClient, subscriptionId } from './relayClient'

/** What the methods need from the relay around them. */
export interface RelayContext {
  store: MessageStore
  now(): number
  announce(notice: FanoutNotice): Promise<void>
  subscribe(client: RelayClient, topics: readonly string[]): Promise<void>
  unsubscribe(client: RelayClient, topics: readonly string[]): void
  limits: { maxMessageBytes: number; maxTtlSeconds: number; maxBatch: number }
}

const DEFAULT_TTL_SECONDS = 300
const FETCH_PAGE = 500

/** Answers one relay JSON-RPC request from `client`; throws `RelayRequestError` for a refusal. */
export async function handleRelayRequest(
  context: RelayContext,
  client: RelayClient,
  method: string,
  rawParams: unknown,
): Promise<unknown> {
  const params = asRecord(rawParams ?? {})
  const { maxBatch } = context.limits
  switch (method) {
    case 'irn_subscribe': {
      const topic = requireString(params.topic, 'topic')
      await context.subscribe(client, [topic])
      return subscriptionId(topic)
    }
    case 'irn_batchSubscribe': {
      const topics = requireStrings(params.topics, 'topics', maxBatch)
      await context.subscribe(client, topics)
      return topics.map(subscriptionId)
    }
    case 'irn_unsubscribe':
      context.unsubscribe(client, [requireString(params.topic, 'topic')])
      return true
    case 'irn_batchUnsubscribe': {
      const entries = Array.isArray(params.subscriptions) ? params.subscriptions : []
      if (entries.length > maxBatch)
        throw new RelayRequestError(RELAY_ERROR.invalidParams, `Too many subscriptions: at most ${maxBatch}`)
      context.unsubscribe(
        client,
        entries.map((entry) => requireString(asRecord(entry).topic, 'topic')),
      )
      return true
    }
    case 'irn_publish':
      await publish(context, client, requireString(params.topic, 'topic'), params)
      return true
    case 'irn_batchPublish': {
      const entries = Array.isArray(params.messages) ? params.messages : []
      if (entries.length > maxBatch)
        throw new RelayRequestError(RELAY_ERROR.invalidParams, `Too many messages: at most ${maxBatch}`)
      // Checked as a whole before anything is stored: a refused batch leaves nothing half-published.
      const items = entries.map((entry) => {
        const item = asRecord(entry)
        return { topic: requireString(item.topic, 'topic'), item }
      })
      for (const { item } of items) publication(context, item)
      for (const { topic, item } of items) await publish(context, client, topic, item)
      return true
    }
    case 'irn_batchFetchMessages': {
      const topics = requireStrings(params.topics, 'topics', maxBatch)
      const now = context.now()
      const pending = await context.store.pendingFor(topics, client.clientId, now, FETCH_PAGE + 1)
      const page = client.handedOver(pending.slice(0, FETCH_PAGE))
      // The answer is the hand-over: these count as acknowledged by this client.
      await context.store.acknowledge(
        page.map((message) => message.id),
        client.clientId,
        now,
      )
      return { messages: page.map(toFetched), hasMore: pending.length > FETCH_PAGE }
    }
    // The sign client (2.21.8) hands the relay the first steps of a session in one request each.
    case 'wc_proposeSession': {
      // The proposal waits on the pairing topic for the wallet; the proposer listens there for the answer.
      const pairingTopic = requireString(params.pairingTopic, 'pairingTopic')
      await publish(context, client, pairingTopic, {
        ...params,
        message: requireString(params.sessionProposal, 'sessionProposal'),
      })
      await context.subscribe(client, [pairingTopic])
      return true
    }
    case 'wc_approveSession': {
      const pairingTopic = requireString(params.pairingTopic, 'pairingTopic')
      const sessionTopic = requireString(params.sessionTopic, 'sessionTopic')
      const response = requireString(params.sessionProposalResponse, 'sessionProposalResponse')
      const settlement = requireString(params.sessionSettlementRequest, 'sessionSettlementRequest')
      await context.subscribe(client, [sessionTopic])
      await publish(context, client, pairingTopic, { ...params, message: response })
      await publish(context, client, sessionTopic, { ...params, message: settlement })
      return true
    }
    default:
      throw new RelayRequestError(RELAY_ERROR.methodNotFound, `Method not found: ${method}`)
  }
}

interface Publication {
  message: string
  ttlSeconds: number
  tag: number
}

function publication(context: RelayContext, params: Record<string, unknown>): Publication {
  const message = requireString(params.message, 'message')
  const { maxMessageBytes, maxTtlSeconds } = context.limits
  if (Buffer.byteLength(message) > maxMessageBytes)
    throw new RelayRequestError(
      RELAY_ERROR.invalidParams,
      `Payload size limit exceeded. Maximum size is ${maxMessageBytes} bytes`,
    )
  const ttl = params.ttl === undefined ? DEFAULT_TTL_SECONDS : Number(params.ttl)
  if (!Number.isInteger(ttl) || ttl <= 0 || ttl > maxTtlSeconds)
    throw new RelayRequestError(RELAY_ERROR.invalidParams, `Invalid ttl: 1 to ${maxTtlSeconds} seconds`)
  const tag = params.tag === undefined ? 0 : Number(params.tag)
  if (!Number.isInteger(tag) || tag < 0 || tag > 2 ** 31 - 1)
    throw new RelayRequestError(RELAY_ERROR.invalidParams, 'Invalid tag')
  return { message, ttlSeconds: ttl, tag }
}

/** Stores the message (the source of truth every instance reads), then announces its id to every instance. */
async function publish(
  context: RelayContext,
  client: RelayClient,
  topic: string,
  params: Record<string, unknown>,
): Promise<StoredMessage> {
  const { message, ttlSeconds, tag } = publication(context, params)
  const publishedAt = context.now()
  const stored = await context.store.insert({
    topic,
    message,
    tag,
    publisher: client.clientId,
    publishedAt,
    expiresAt: publishedAt + ttlSeconds * 1000,
  })
  await context.announce({ id: stored.id, topic })
  return stored
}

function toFetched(message: StoredMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
  }
}
