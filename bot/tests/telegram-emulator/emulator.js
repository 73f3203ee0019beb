// The Telegram Bot API emulator for the end-to-end tests: the npm package
// telegram-test-api (which stores the bot's messages and serves them to test clients),
// behind our compatibility layer, which answers what a teloxide bot needs and the package
// lacks or gets wrong (see shared/docs/offline-e2e.md and docs/telegram.md):
//   - getMe with a complete User, getWebhookInfo, setMyCommands, answerCallbackQuery;
//   - sendPhoto, sendDocument and sendAnimation (multipart), with the file kept for the
//     tests to check;
//   - editMessageReplyMarkup (buttons removed from a message), editMessageText (with
//     Telegram's "message is not modified" for the same text), and the texts of callback
//     answers, for the tests to read;
//   - updates with Telegram's semantics: ids, dates in seconds, real chat types and forum
//     topics, callback queries with chat_instance; getUpdates holds the request (long
//     polling) and keeps updates until an offset confirms them; webhooks with the secret;
//   - private chats: a bot may write only to users who wrote to it first (else 403);
//   - forums: the bot's rights there (getChatMember), and createForumTopic where it may;
//   - a group upgraded to a supergroup: the service message, and 400 with
//     migrate_to_chat_id for what the bot still sends to the old id;
//   - test controls under /test: act as users, press buttons, deliver an update again,
//     answer 429 (flood control), read the command menus and the photos.
// Listens on 127.0.0.1, on the port given as the first argument (0: any free port), and
// prints "listening <port>" once ready.
'use strict';

const express = require('express');
const multer = require('multer');
const TelegramServer = require('telegram-test-api');

const BOT = { id: 4242, is_bot: true, first_name: 'Games', username: 'games_test_bot' };

const server = new TelegramServer({ host: '127.0.0.1', port: 1 });
const app = express();
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10 * 1024 * 1024 } });

const chats = new Map(); // chat id -> chat object, as users showed it
const opened = new Set(); // `${token}:${user id}` who wrote to the bot privately
const queues = new Map(); // token -> [{ update, forced }], unconfirmed updates
const delivered = new Map(); // token -> Map(update id -> update), for redelivery
const floods = new Map(); // `${token}:${chat id}` -> { count, retryAfter }
const menus = new Map(); // token -> { language code -> commands }
const webhooks = new Map(); // token -> { url, secret }
const files = new Map(); // file id -> Buffer
const fetches = new Map(); // update id -> times the bot fetched it
const migrated = new Map(); // `${token}:${old chat id}` -> the supergroup's id
const forums = new Map(); // chat id -> whether the bot may manage its topics
const callbackAnswers = []; // { id, text } per answerCallbackQuery
let topicId = 1000;

const seconds = () => Math.floor(Date.now() / 1000);
const queue = (token) => queues.get(token) || queues.set(token, []).get(token);
const ok = (res, result) => res.json({ ok: true, result });
const fail = (res, code, description, parameters) =>
  res.status(code).json({ ok: false, error_code: code, description, parameters });

function chatObject(id) {
  const key = String(id);
  if (chats.has(key)) return chats.get(key);
  return Number(id) > 0 ? { id: Number(id), type: 'private', first_name: 'User' } : { id: Number(id), type: 'group', title: 'Group' };
}

async function deliver(token, update) {
  update.update_id = server.updateId++;
  const hook = webhooks.get(token);
  if (hook) {
    const headers = { 'content-type': 'application/json' };
    if (hook.secret) headers['x-telegram-bot-api-secret-token'] = hook.secret;
    await fetch(hook.url, { method: 'POST', headers, body: JSON.stringify(update) });
  } else {
    queue(token).push({ update, forced: false });
  }
  const seen = delivered.get(token) || delivered.set(token, new Map()).get(token);
  seen.set(update.update_id, update);
  return update.update_id;
}

// ---- the bot's side -------------------------------------------------------------------

// Telegram accepts Mini App (`web_app`) buttons in an inline keyboard only in a private
// chat, and only to an HTTPS address.
function webAppsAllowed(chatId, replyMarkup) {
  const markup = typeof replyMarkup === 'string' ? JSON.parse(replyMarkup) : replyMarkup;
  const buttons = ((markup && markup.inline_keyboard) || []).flat();
  return buttons.filter((b) => b.web_app).every((b) => Number(chatId) > 0 && String(b.web_app.url).startsWith('https://'));
}

// A message the bot sends: stored in the package (tests read it with its /getUpdates
// client route), returned to the bot as Telegram would.
function botMessage(token, body, extra) {
  const flood = floods.get(`${token}:${body.chat_id}`);
  if (flood && flood.count > 0) {
    flood.count -= 1;
    return { error: [429, `Too Many Requests: retry after ${flood.retryAfter}`, { retry_after: flood.retryAfter }] };
  }
  const moved = migrated.get(`${token}:${body.chat_id}`);
  if (moved !== undefined) {
    return { error: [400, 'Bad Request: group chat was upgraded to a supergroup chat', { migrate_to_chat_id: moved }] };
  }
  if (Number(body.chat_id) > 0 && !opened.has(`${token}:${body.chat_id}`)) {
    return { error: [403, "Forbidden: bot can't initiate conversation with a user"] };
  }
  if (!webAppsAllowed(body.chat_id, body.reply_markup)) return { error: [400, 'Bad Request: BUTTON_TYPE_INVALID'] };
  const stored = server.addBotMessage({ ...body, ...extra }, token);
  const message = {
    message_id: stored.message_id,
    date: seconds(),
    chat: chatObject(body.chat_id),
    from: BOT,
    ...extra,
  };
  if (body.text !== undefined) message.text = String(body.text);
  if (body.caption) message.caption = String(body.caption);
  if (stored.reply_markup) message.reply_markup = stored.reply_markup;
  if (body.message_thread_id) {
    message.message_thread_id = Number(body.message_thread_id);
    message.is_topic_message = true;
  }
  return { message };
}

function answer(res, sent) {
  if (sent.error) return fail(res, ...sent.error);
  return ok(res, sent.message);
}

const chatActions = []; // every sendChatAction: { token, chat_id, action }
const methods = {
  sendchataction: (req, res) => {
    chatActions.push({ token: req.params.token, chat_id: Number(req.body.chat_id), action: req.body.action });
    ok(res, true);
  },
  getme: (req, res) => ok(res, { ...BOT, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false, can_connect_to_business: false, has_main_web_app: false }),
  getwebhookinfo: (req, res) => ok(res, { url: (webhooks.get(req.params.token) || {}).url || '', has_custom_certificate: false, pending_update_count: 0 }),
  deletewebhook: (req, res) => { webhooks.delete(req.params.token); ok(res, true); },
  setwebhook: (req, res) => { webhooks.set(req.params.token, { url: req.body.url, secret: req.body.secret_token }); ok(res, true); },
  setmycommands: (req, res) => {
    const menu = menus.get(req.params.token) || menus.set(req.params.token, {}).get(req.params.token);
    const commands = typeof req.body.commands === 'string' ? JSON.parse(req.body.commands) : req.body.commands;
    menu[req.body.language_code || ''] = commands;
    ok(res, true);
  },
  answercallbackquery: (req, res) => {
    callbackAnswers.push({ id: String(req.body.callback_query_id), text: req.body.text || null });
    ok(res, true);
  },
  // Replaces (or, without one, removes) the inline keyboard of a message the bot sent.
  editmessagereplymarkup: (req, res) => {
    const found = server.storage.botMessages.find((m) => m.botToken === req.params.token
      && Number(m.message.chat_id) === Number(req.body.chat_id) && m.messageId === Number(req.body.message_id));
    if (!found) return fail(res, 400, 'Bad Request: message to edit not found');
    if (!webAppsAllowed(req.body.chat_id, req.body.reply_markup)) return fail(res, 400, 'Bad Request: BUTTON_TYPE_INVALID');
    const markup = typeof req.body.reply_markup === 'string' ? JSON.parse(req.body.reply_markup) : req.body.reply_markup;
    found.message.reply_markup = markup && markup.inline_keyboard && markup.inline_keyboard.length ? markup : undefined;
    const message = { message_id: found.messageId, date: seconds(), chat: chatObject(req.body.chat_id), from: BOT };
    if (found.message.text !== undefined) message.text = String(found.message.text);
    return ok(res, message);
  },
  // Replaces the text of a message the bot sent, as Telegram does: the same text again is
  // refused as not modified.
  editmessagetext: (req, res) => {
    const found = server.storage.botMessages.find((m) => m.botToken === req.params.token
      && Number(m.message.chat_id) === Number(req.body.chat_id) && m.messageId === Number(req.body.message_id));
    if (!found) return fail(res, 400, 'Bad Request: message to edit not found');
    const text = String(req.body.text);
    if (found.message.text === text) {
      return fail(res, 400, 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
    }
    found.message.text = text;
    found.edits = (found.edits || 0) + 1;
    return ok(res, { message_id: found.messageId, date: seconds(), edit_date: seconds(), chat: chatObject(req.body.chat_id), from: BOT, text });
  },
  // The bot's rights in a forum it was made an administrator of (managing topics or
  // not); users 900 to 999 own every chat (the tests' moderators); everyone else is a
  // plain member.
  getchatmember: (req, res) => {
    const rights = forums.get(String(req.body.chat_id));
    const user = Number(req.body.user_id) === BOT.id ? BOT : { id: Number(req.body.user_id), is_bot: false, first_name: 'User' };
    if (user.id >= 900 && user.id <= 999) return ok(res, { status: 'creator', user, is_anonymous: false });
    if (user !== BOT || rights === undefined) return ok(res, { status: 'member', user });
    return ok(res, {
      status: 'administrator', user, can_be_edited: false, is_anonymous: false, can_manage_chat: true,
      can_delete_messages: false, can_manage_video_chats: false, can_restrict_members: false,
      can_promote_members: false, can_change_info: false, can_invite_users: true, can_manage_topics: rights,
    });
  },
  createforumtopic: (req, res) => {
    if (forums.get(String(req.body.chat_id)) !== true) return fail(res, 400, 'Bad Request: not enough rights to create a topic');
    topicId += 1;
    return ok(res, { message_thread_id: topicId, name: String(req.body.name), icon_color: 7322096 });
  },
  sendmessage: (req, res) => answer(res, botMessage(req.params.token, req.body, {})),
  sendphoto: (req, res) => {
    const file = (req.files || []).find((f) => f.fieldname === 'photo' || `attach://${f.fieldname}` === req.body.photo);
    if (!file) return fail(res, 400, 'Bad Request: there is no photo in the request');
    const id = `photo-${files.size + 1}`;
    files.set(id, file.buffer);
    const photo = [{ file_id: id, file_unique_id: id, width: 528, height: 528, file_size: file.size }];
    return answer(res, botMessage(req.params.token, req.body, { photo }));
  },
  senddocument: (req, res) => {
    const file = (req.files || []).find((f) => f.fieldname === 'document' || `attach://${f.fieldname}` === req.body.document);
    if (!file) return fail(res, 400, 'Bad Request: there is no document in the request');
    const id = `document-${files.size + 1}`;
    files.set(id, file.buffer);
    const document = { file_id: id, file_unique_id: id, file_name: file.originalname, file_size: file.size };
    return answer(res, botMessage(req.params.token, req.body, { document }));
  },
  // Telegram answers an animation with both fields: `animation`, and `document` for
  // clients that do not know animations.
  sendanimation: (req, res) => {
    const file = (req.files || []).find((f) => f.fieldname === 'animation' || `attach://${f.fieldname}` === req.body.animation);
    if (!file) return fail(res, 400, 'Bad Request: there is no animation in the request');
    const id = `animation-${files.size + 1}`;
    files.set(id, file.buffer);
    const fields = { file_id: id, file_unique_id: id, file_name: file.originalname, mime_type: 'image/gif', file_size: file.size };
    const animation = { ...fields, width: 0, height: 0, duration: 0 };
    return answer(res, botMessage(req.params.token, req.body, { animation, document: fields }));
  },
  // Long polling: updates up to `offset` are confirmed and dropped; the rest are answered
  // at once, or as soon as one arrives within `timeout` seconds.
  getupdates: async (req, res) => {
    const token = req.params.token;
    const offset = Number(req.body.offset || req.query.offset || 0);
    const timeout = Math.min(Number(req.body.timeout || req.query.timeout || 0), 30) * 1000;
    let closed = false;
    res.on('close', () => { closed = true; });
    const pending = () => {
      const list = queue(token).filter((u) => u.forced || u.update.update_id >= offset);
      queues.set(token, list);
      return list;
    };
    const until = Date.now() + timeout;
    while (pending().length === 0 && Date.now() < until && !closed) {
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    if (closed) return undefined;
    const list = pending();
    const batch = list.slice(0, 100);
    batch.forEach((u) => {
      u.forced = false;
      fetches.set(u.update.update_id, (fetches.get(u.update.update_id) || 0) + 1);
    });
    return ok(res, batch.map((u) => u.update));
  },
};

app.use(express.json({ limit: '1mb' }));
app.use(express.urlencoded({ extended: true }));

const revoked = new Set(); // tokens Telegram no longer accepts
app.all('/bot:token/:method', upload.any(), async (req, res, next) => {
  if (revoked.has(req.params.token)) return fail(res, 401, 'Unauthorized');
  const method = methods[req.params.method.toLowerCase()];
  if (!method) return next();
  return method(req, res);
});

// ---- the test driver's side -----------------------------------------------------------

function userMessage(body) {
  const chat = { ...body.chat };
  chats.set(String(chat.id), chat);
  if (chat.type === 'private') opened.add(`${body.token}:${body.from.id}`);
  const text = String(body.text);
  const message = { message_id: server.messageId++, date: seconds(), chat, from: body.from, text };
  const command = /^\/\S+/.exec(text);
  if (command) message.entities = [{ type: 'bot_command', offset: 0, length: command[0].length }];
  if (body.entities) message.entities = [...(message.entities || []), ...body.entities];
  if (body.message_thread_id) {
    message.message_thread_id = body.message_thread_id;
    message.is_topic_message = true;
  }
  return message;
}

app.post('/test/message', async (req, res) => ok(res, await deliver(req.body.token, { message: userMessage(req.body) })));

// A press on a button under the bot's message `message_id` in `chat`.
app.post('/test/callback', async (req, res) => {
  const { token, from, chat, message_id: messageId, data } = req.body;
  const message = { message_id: messageId, date: seconds(), chat: chatObject(chat), from: BOT, text: '' };
  const query = { id: String(server.callbackId++), from, chat_instance: `instance-${chat}`, data, message };
  ok(res, await deliver(token, { callback_query: query }));
});

// The inline keyboard a bot message has now (null once removed).
app.post('/test/markup', (req, res) => {
  const found = server.storage.botMessages.find((m) => m.botToken === req.body.token
    && Number(m.message.chat_id) === Number(req.body.chat_id) && m.messageId === Number(req.body.message_id));
  ok(res, found ? found.message.reply_markup || null : null);
});
// The text a bot message has now, and how many times it was edited.
app.post('/test/text', (req, res) => {
  const found = server.storage.botMessages.find((m) => m.botToken === req.body.token
    && Number(m.message.chat_id) === Number(req.body.chat_id) && m.messageId === Number(req.body.message_id));
  ok(res, found ? { text: found.message.text, edits: found.edits || 0 } : null);
});
// The bot's token is revoked: every request with it answers 401 Unauthorized.
app.post('/test/revoke', (req, res) => { revoked.add(req.body.token); ok(res, true); });
// What the bot answered to button presses, in order.
app.post('/test/callback-answers', (req, res) => ok(res, callbackAnswers));

// The same update again, as Telegram does when a confirmation was lost.
app.post('/test/redeliver', (req, res) => {
  const update = (delivered.get(req.body.token) || new Map()).get(Number(req.body.update_id));
  if (!update) return fail(res, 404, 'no such update');
  queue(req.body.token).push({ update, forced: true });
  return ok(res, true);
});

// The next `count` messages the bot sends to `chat_id` answer 429.
app.post('/test/flood', (req, res) => {
  floods.set(`${req.body.token}:${req.body.chat_id}`, { count: Number(req.body.count), retryAfter: Number(req.body.retry_after || 1) });
  ok(res, true);
});

// The group `from` becomes the supergroup `to`; with `notify`, the bot gets the service
// messages Telegram posts in both.
app.post('/test/migrate', async (req, res) => {
  const { token, from, to, user } = req.body;
  migrated.set(`${token}:${from}`, Number(to));
  chats.set(String(to), { id: Number(to), type: 'supergroup', title: 'Upgraded' });
  if (req.body.notify) {
    const service = (chat, field, id) => ({ message_id: server.messageId++, date: seconds(), chat: chatObject(chat), from: user, [field]: Number(id) });
    await deliver(token, { message: service(from, 'migrate_to_chat_id', to) });
    await deliver(token, { message: service(to, 'migrate_from_chat_id', from) });
  }
  ok(res, true);
});

// `chat_id` is a forum (a supergroup with topics); the bot may manage its topics or not.
app.post('/test/forum', (req, res) => {
  forums.set(String(req.body.chat_id), Boolean(req.body.manage));
  ok(res, true);
});

app.post('/test/fetches', (req, res) => ok(res, fetches.get(Number(req.body.update_id)) || 0));

app.post('/test/chat-actions', (req, res) => ok(res, chatActions.filter((a) => a.token === req.body.token)));
app.post('/test/commands', (req, res) => ok(res, menus.get(req.body.token) || {}));

app.get('/test/file/:id', (req, res) => {
  const file = files.get(req.params.id);
  if (!file) return fail(res, 404, 'no such file');
  return res.type('image/png').send(file);
});

// Everything else (the package's client routes) goes to the package.
app.use(server.webServer);

const listener = app.listen(Number(process.argv[2] || 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${listener.address().port}\n`);
});

// The test process holds our standard input: when it exits, so do we.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
