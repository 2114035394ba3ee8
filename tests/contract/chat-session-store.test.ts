import { MongoChatSessionStore } from '../../infrastructure/persistence/mongo/mongo-chat-session-store'
import { SqliteChatSessionStore } from '../../infrastructure/persistence/sqlite/sqlite-chat-session-store'
import { openSqlite } from '../../infrastructure/persistence/sqlite/sqlite-database'
import { InMemoryChatSessionStore } from '../fakes/in-memory-chat-session-store'
import { mongoTestDb } from '../support/mongo-test-db'
import { describeChatSessionStore } from './chat-session-store.contract'

describeChatSessionStore('InMemoryChatSessionStore', () => new InMemoryChatSessionStore())
describeChatSessionStore('SqliteChatSessionStore', () => new SqliteChatSessionStore(openSqlite(':memory:')))
const mongo = mongoTestDb('chat_sessions')
if (mongo) describeChatSessionStore('MongoChatSessionStore', () => new MongoChatSessionStore(mongo()))
