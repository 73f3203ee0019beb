// The Discord API emulator for the end-to-end tests: the npm package discord-digital-twin
// (REST on /api/v10, a gateway on /gateway, state in memory) behind our compatibility
// layer, which adds what a serenity/poise bot needs and the package lacks or gets wrong
// (see shared/docs/offline-e2e.md and docs/discord.md):
//   - it listens on 127.0.0.1 only;
//   - GUILD_CREATE roles carry `colors` (serenity drops the guild without it);
//   - MESSAGE_CREATE carries the mentioned users, and no empty guild_id in direct messages;
//   - messages with attachments (multipart: payload_json + files[n]) on channel messages,
//     interaction responses and follow-ups; the files are kept and served under /files;
//   - what a deferred interaction showed afterwards (an edit of its original message, or a
//     follow-up) is read as its answer;
//   - direct messages: POST /users/@me/channels opens a DM channel; a user who closed their
//     DMs makes a send fail with 403 / code 50007, as Discord does;
//   - an interaction not answered within 3 s is unknown (404, code 10062), as on Discord;
//   - 429 with retry_after on demand, to test that no reply is lost; answers lost on demand
//     (a 500 after the message was made), and Discord's enforced nonce, to test that a
//     retried post is not posted twice;
//   - test controls under /test: act as users (messages, DMs, slash commands, autocomplete,
//     buttons, select menus, renames), read channels, DMs, interaction responses, commands and threads; revoke the
//     bot's token (the gateway closes with 4004, a fatal error).
// Listens on the port given as the first argument (0: any free port), prints one line
// "ready <json>" with the port, the bot's token and the seeded ids, and exits when its
// standard input closes.
import http from 'node:http';
import express from 'express';
import multer from 'multer';
import { ChannelType } from 'discord-api-types/v10';
import { DigitalDiscord } from 'discord-digital-twin';

const port = Number(process.argv[2] || 0);
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function listenOnLoopback(p, ...rest) {
  if (typeof p === 'number' && typeof rest[0] === 'function') return listen.call(this, port || p, '127.0.0.1', rest[0]);
  return listen.call(this, p, ...rest);
};

const USERS = ['alice', 'bob', 'carol', 'dave'];
const CHANNELS = ['general', 'games', 'lobby', 'bench', 'tournaments'];
const discord = new DigitalDiscord({
  guild: { name: 'Board games' },
  channels: CHANNELS.map((name) => ({ name, type: ChannelType.GuildText })),
  users: USERS.map((username) => ({ username })),
  botUser: { username: 'Games' },
  botToken: 'emulated-token.' + Math.random().toString(36).slice(2),
});

// Serenity 0.12.5 needs Role.colors; the twin leaves it out.
const loadState = discord.loadGatewayState.bind(discord);
discord.loadGatewayState = async () => {
  const state = await loadState();
  for (const guild of state.guilds) {
    guild.apiGuild.roles = guild.apiGuild.roles.map((role) => ({
      ...role,
      colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    }));
  }
  return state;
};

await discord.start();
const twin = discord.server;
const base = `http://127.0.0.1:${twin.port}`;
const prisma = discord.prisma;

const users = new Map(); // id -> APIUser, for mentions
for (const u of await prisma.user.findMany()) {
  users.set(u.id, { id: u.id, username: u.username, global_name: u.globalName, discriminator: '0', avatar: null, bot: u.bot });
}

// Discord fills `mentions` from the `<@id>` in the content; a DM has no guild_id at all.
const gateway = twin.gateway;
gateway.broadcastMessageCreate = function broadcastMessageCreate(message, guildId) {
  const mentioned = [...message.content.matchAll(/<@!?(\d+)>/g)].map((m) => users.get(m[1])).filter(Boolean);
  const data = { ...message, mentions: mentioned };
  if (!message.author.bot) {
    timings.push({ channel: message.channel_id, dispatched: performance.now(), answered: null });
    if (timings.length > 10_000) timings.splice(0, 5_000);
  }
  if (guildId) data.guild_id = guildId;
  else delete data.guild_id;
  this.broadcast('MESSAGE_CREATE', data);
};

const files = new Map(); // attachment id -> { buffer, type }
const dmChannels = new Map(); // user id -> DM channel id
const closedDms = new Set(); // user ids
const floods = new Map(); // channel id -> rejections left
let inflight = 0; // multipart messages created but not yet given their files
const timings = []; // { channel, dispatched, answered } per user message, for the benchmark
let nextFile = 1;

const app = express();
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 25 * 1024 * 1024 } });
const isMultipart = (req) => (req.headers['content-type'] || '').startsWith('multipart/form-data');
const forwardHeaders = (req) => ({ 'content-type': 'application/json', authorization: req.headers.authorization || '' });

function attachmentsOf(req) {
  return (req.files || []).map((file) => {
    const id = String(nextFile++);
    files.set(id, { buffer: file.buffer, type: file.mimetype });
    return {
      id,
      filename: file.originalname,
      size: file.size,
      content_type: file.mimetype,
      url: `${base}/files/${id}`,
      proxy_url: `${base}/files/${id}`,
    };
  });
}

async function attach(messageId, attachments) {
  if (!messageId || attachments.length === 0) return;
  await prisma.message.update({ where: { id: messageId }, data: { attachments: JSON.stringify(attachments) } });
}

// Sends the JSON part of a multipart request on to the twin, then attaches the files to
// the message it made (`messageOf` finds it from the twin's answer). Readers wait while
// this happens (`inflight`).
function multipartRoute(messageOf) {
  return [
    (req, res, next) => (isMultipart(req) ? next() : next('route')),
    upload.any(),
    async (req, res) => {
      inflight++;
      try {
        await forwardWithFiles(req, res, messageOf);
      } finally {
        inflight--;
      }
    },
  ];
}

// What the bot asked each message of a channel to ping: channel id -> [{ content, allowed_mentions }].
const mentionRequests = new Map();
function recordMentions(req, payload) {
  if (!req.params.channel) return;
  const list = mentionRequests.get(req.params.channel) || mentionRequests.set(req.params.channel, []).get(req.params.channel);
  list.push({ content: payload.content || '', allowed_mentions: payload.allowed_mentions === undefined ? null : payload.allowed_mentions });
}

// Discord's enforced nonce: a channel message posted again with the nonce of a recent one
// returns that message instead of a second. `lostAnswers` makes a message whose answer is
// lost (a 500 after it was made), as a timeout or a proxy error does.
const nonces = new Map(); // channel id + nonce -> the message made
const lostAnswers = new Map(); // channel id -> answers to lose
const nonceKey = (req, payload) => (req.params.channel && payload.enforce_nonce && payload.nonce ? `${req.params.channel}/${payload.nonce}` : null);
function madeBefore(req, payload) {
  const key = nonceKey(req, payload);
  return key ? nonces.get(key) : undefined;
}
// Remembers a message made; true when its answer is to be lost.
function made(req, payload, body) {
  const key = nonceKey(req, payload);
  if (key && body?.id) nonces.set(key, body);
  const lose = lostAnswers.get(req.params.channel) || 0;
  if (lose > 0) lostAnswers.set(req.params.channel, lose - 1);
  return lose > 0;
}
const loseAnswer = (res) => res.status(500).json({ code: 0, message: '500: Internal Server Error' });

async function forwardWithFiles(req, res, messageOf) {
  const payload = req.body.payload_json ? JSON.parse(req.body.payload_json) : {};
  const earlier = madeBefore(req, payload);
  if (earlier) return res.json(earlier);
  recordMentions(req, payload);
  delete payload.attachments;
  const answer = await fetch(base + req.originalUrl, { method: 'POST', headers: forwardHeaders(req), body: JSON.stringify(payload) });
  const text = await answer.text();
  const body = text ? JSON.parse(text) : null;
  if (answer.ok) {
    const attachments = attachmentsOf(req);
    await attach(await messageOf(req, body), attachments);
    if (body && body.id) body.attachments = attachments;
    if (made(req, payload, body)) return loseAnswer(res);
  }
  res.status(answer.status);
  return body === null ? res.end() : res.json(body);
}

// A channel that refuses the bot: a closed DM, or a flood.
// A message this layer already checked and noted, passed on to the twin.
const FORWARDED = 'x-emulator-forwarded';

const typing = []; // every typing indicator: the channel's id
app.post('/api/v10/channels/:channel/typing', (req, res) => {
  typing.push(req.params.channel);
  res.status(204).end();
});
app.post('/api/v10/channels/:channel/messages', (req, res, next) => {
  if (req.headers[FORWARDED]) return next('route');
  const channel = req.params.channel;
  const owner = [...dmChannels].find(([, id]) => id === channel)?.[0];
  if (owner && closedDms.has(owner)) {
    return res.status(403).json({ code: 50007, message: 'Cannot send messages to this user' });
  }
  const left = floods.get(channel) || 0;
  if (left > 0) {
    floods.set(channel, left - 1);
    return res.status(429).json({ message: 'You are being rate limited.', retry_after: 0.2, global: false });
  }
  const timing = timings.findLast((t) => t.channel === channel && !t.answered);
  if (timing) {
    timing.answered = performance.now();
    for (const waiter of timingWaiters.splice(0)) sendTimings(waiter);
  }
  return next();
});
app.post('/api/v10/channels/:channel/messages', ...multipartRoute((req, body) => body?.id));
// A message without files: its allowed mentions are noted, then it goes to the twin.
app.post('/api/v10/channels/:channel/messages', (req, res, next) => (req.headers[FORWARDED] ? next('route') : next()), express.json({ limit: '1mb' }), async (req, res) => {
  const earlier = madeBefore(req, req.body || {});
  if (earlier) return res.json(earlier);
  recordMentions(req, req.body || {});
  const headers = { ...forwardHeaders(req), [FORWARDED]: '1' };
  const answer = await fetch(base + req.originalUrl, { method: 'POST', headers, body: JSON.stringify(req.body || {}) });
  const text = await answer.text();
  if (answer.ok && made(req, req.body || {}, text ? JSON.parse(text) : null)) return loseAnswer(res);
  res.status(answer.status);
  return text ? res.type('application/json').send(text) : res.end();
});
// Discord forgets an interaction not answered within 3 seconds.
const interactionsMade = new Map(); // interaction id -> when it was made
app.post('/api/v10/interactions/:id/:token/callback', (req, res, next) => {
  const made = interactionsMade.get(req.params.id);
  if (made !== undefined && performance.now() - made > 3000) {
    return res.status(404).json({ code: 10062, message: 'Unknown interaction' });
  }
  return next();
});
app.post(
  '/api/v10/interactions/:id/:token/callback',
  ...multipartRoute(async (req) => (await prisma.interactionResponse.findUnique({ where: { interactionId: req.params.id } }))?.messageId),
);
app.post('/api/v10/webhooks/:app/:token', ...multipartRoute((req, body) => body?.id));
// What a deferred interaction (acknowledged with type 6) showed afterwards, in the shape
// of a callback's answer: its original message edited (type 7) or a follow-up (type 4).
const laterAnswers = new Map(); // interaction token -> { type, data, messageId }
function forwardNoting(type) {
  return [
    (req, res, next) => (req.headers[FORWARDED] ? next('route') : next()),
    express.json({ limit: '1mb' }),
    async (req, res) => {
      try {
        const headers = { ...forwardHeaders(req), [FORWARDED]: '1' };
        const answer = await fetch(base + req.originalUrl, { method: req.method, headers, body: JSON.stringify(req.body || {}) });
        const text = await answer.text();
        const body = text ? JSON.parse(text) : null;
        if (answer.ok && body?.id) laterAnswers.set(req.params.token, { type, data: JSON.stringify(req.body || {}), messageId: body.id });
        res.status(answer.status);
        return text ? res.type('application/json').send(text) : res.end();
      } catch (e) {
        return res.status(500).json({ error: String(e.stack || e) });
      }
    },
  ];
}
app.post('/api/v10/webhooks/:app/:token', ...forwardNoting(4));
app.patch('/api/v10/webhooks/:app/:token/messages/:message', ...forwardNoting(7));

async function openDm(userId) {
  if (!dmChannels.has(userId)) {
    const id = String(BigInt(userId) + 1n);
    await prisma.channel.create({ data: { id, type: ChannelType.DM } });
    dmChannels.set(userId, id);
  }
  return dmChannels.get(userId);
}

app.post('/api/v10/users/@me/channels', express.json(), async (req, res) => {
  const user = users.get(String(req.body.recipient_id));
  if (!user) return res.status(400).json({ code: 50033, message: 'Invalid Recipient(s)' });
  const id = await openDm(user.id);
  res.json({ id, type: ChannelType.DM, last_message_id: null, recipients: [user] });
});

app.get('/files/:id', (req, res) => {
  const file = files.get(req.params.id);
  if (!file) return res.status(404).end();
  res.type(file.type || 'application/octet-stream').send(file.buffer);
});

// --- Test controls ---
const test = express.Router();
test.use(express.json());
const wrap = (handler) => (req, res) => handler(req, res).catch((e) => res.status(500).json({ error: String(e.stack || e) }));

// A reader waits for messages being given their files, so it never sees one half made.
async function messagesOf(channelId) {
  while (inflight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const messages = await discord.channel(channelId).getMessages();
  return messages.filter((m) => m.channel_id === channelId);
}

test.post('/message', wrap(async (req, res) => {
  const { channel, user, content } = req.body;
  res.json(await discord.simulateUserMessage({ channelId: channel, userId: user, content }));
}));
test.post('/dm', wrap(async (req, res) => {
  const channel = await openDm(req.body.user);
  res.json(await discord.simulateUserMessage({ channelId: channel, userId: req.body.user, content: req.body.content }));
}));
test.get('/dm/:user', wrap(async (req, res) => res.json(dmChannels.has(req.params.user) ? await messagesOf(dmChannels.get(req.params.user)) : [])));
test.post('/dm-closed', (req, res) => {
  if (req.body.closed) closedDms.add(req.body.user);
  else closedDms.delete(req.body.user);
  res.json({ ok: true });
});
// A slash command (or, with `autocomplete`, the typing of one: every option given, the
// last one focused). User options come with their resolved users, as Discord sends them.
async function commandInteraction(req, type) {
  const { channel, user, name, options = [] } = req.body;
  const command = await prisma.applicationCommand.findFirst({ where: { name } });
  const resolved = { users: {} };
  for (const option of options) {
    if (option.type === 6 && users.has(String(option.value))) resolved.users[option.value] = users.get(String(option.value));
  }
  if (type === 4 && options.length > 0) options[options.length - 1].focused = true;
  const made = performance.now();
  const interaction = await discord.simulateInteraction({
    type, channelId: channel, userId: user, data: { id: command?.id ?? '1', name, type: 1, options, resolved },
  });
  if (interaction?.id) interactionsMade.set(interaction.id, made);
  return interaction;
}
test.post('/typing', (req, res) => res.json(typing));
// A user changes their display name (`global_name`) or their nickname on the server
// (`nick`): later messages carry the new one, as Discord's do.
test.post('/rename', wrap(async (req, res) => {
  const { user, global_name: globalName, nick } = req.body;
  if (globalName !== undefined) {
    await prisma.user.update({ where: { id: user }, data: { globalName } });
    users.get(user).global_name = globalName;
  }
  if (nick !== undefined) {
    await prisma.guildMember.updateMany({ where: { userId: user }, data: { nick } });
  }
  res.json({ ok: true });
}));
test.post('/slash', wrap(async (req, res) => res.json(await commandInteraction(req, 2))));
test.post('/autocomplete', wrap(async (req, res) => res.json(await commandInteraction(req, 4))));
// Pressed and chosen components are answered within 3 s too, or forgotten.
function timed(interaction, made) {
  if (interaction?.id) interactionsMade.set(interaction.id, made);
  return interaction;
}
test.post('/button', wrap(async (req, res) => {
  const { channel, user, message, custom_id: customId } = req.body;
  const made = performance.now();
  res.json(timed(await discord.simulateButtonClick({ channelId: channel, userId: user, messageId: message, customId }), made));
}));
// A choice in a select menu under `message`: the bot gets the menu's id and the values.
test.post('/select', wrap(async (req, res) => {
  const { channel, user, message, custom_id: customId, values } = req.body;
  const made = performance.now();
  res.json(timed(await discord.simulateSelectMenu({ channelId: channel, userId: user, messageId: message, customId, values }), made));
}));
test.get('/messages/:channel', wrap(async (req, res) => res.json(await messagesOf(req.params.channel))));
// An interaction's answer: its callback, or what a deferred one showed afterwards.
test.get('/interaction/:id', wrap(async (req, res) => {
  const answer = await discord.channel('0').getInteractionResponse(req.params.id);
  const later = answer && laterAnswers.get(answer.interactionToken);
  res.json(later ? { ...answer, ...later } : answer);
}));
test.get('/commands', wrap(async (req, res) => {
  const commands = await prisma.applicationCommand.findMany();
  res.json(commands.map((c) => ({ ...c, options: JSON.parse(c.options || '[]') })));
}));
test.get('/mentions/:channel', (req, res) => res.json(mentionRequests.get(req.params.channel) || []));
test.get('/threads/:channel', wrap(async (req, res) => res.json(await discord.channel(req.params.channel).getThreads())));
// The bot's token is revoked: the gateway closes every session with 4004 and refuses the token.
test.post('/revoke', (req, res) => {
  gateway.expectedToken = 'revoked.' + Math.random().toString(36).slice(2);
  for (const client of gateway.clients) client.ws.close(4004, 'Authentication failed');
  res.json({ ok: true });
});
test.post('/lose-answers', (req, res) => {
  lostAnswers.set(req.body.channel, req.body.count);
  res.json({ ok: true });
});
test.post('/flood', (req, res) => {
  floods.set(req.body.channel, req.body.count);
  res.json({ ok: true });
});
// Milliseconds from each user message's gateway dispatch to the bot's first post in reply.
// With ?wait=1 the answer waits for at least one (no polling to steal the CPU).
const timingWaiters = [];
function sendTimings(res) {
  res.json(timings.filter((t) => t.answered !== null).map((t) => t.answered - t.dispatched));
  const waiting = timings.filter((t) => t.answered === null);
  timings.splice(0, timings.length, ...waiting);
}
test.get('/timings', (req, res) => {
  if (req.query.wait && !timings.some((t) => t.answered !== null)) timingWaiters.push(res);
  else sendTimings(res);
});
app.use('/test', test);

// Everything else is the twin's.
const [twinHandler] = twin.httpServer.listeners('request');
twin.httpServer.removeAllListeners('request');
app.use((req, res) => twinHandler(req, res));
twin.httpServer.on('request', app);

const ids = {
  port: twin.port,
  token: discord.botToken,
  bot: discord.botUserId,
  guild: discord.guildId,
  users: Object.fromEntries((await prisma.user.findMany({ where: { bot: false } })).map((u) => [u.username, u.id])),
  channels: Object.fromEntries((await prisma.channel.findMany()).map((c) => [c.name, c.id])),
};
console.log('ready ' + JSON.stringify(ids));
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.stdin.on('close', () => process.exit(0));
