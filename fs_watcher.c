/*
 * fs_watcher.c: Async\FileSystemWatcher and Async\FileSystemEvent.
 */
#include "fs_watcher.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "fs_watcher_arginfo.h"

zend_class_entry *async_ce_fs_event;
zend_class_entry *async_ce_fs_watcher;
static zend_object_handlers watcher_handlers;

/* {{{ FileSystemWatcher */

typedef struct {
	zend_string *filename; /* NULL when the OS did not say */
	bool renamed;
	bool changed;
} fs_item_t;

typedef struct {
	fs_item_t *items;
	uint32_t head;
	uint32_t count;
	uint32_t capacity;
} fs_queue_t;

typedef struct {
	/* Iterators wait here; notified when an item is ready or on close. */
	zend_async_event_t event;
	zend_async_filesystem_event_t *fs;
	zend_async_owned_callback_t *fs_callback;
	zend_string *path;
	bool coalesce;
	bool closed;
	zend_long debounce_ms;
	zend_long max_hold_ms;
	HashTable *extensions; /* NULL: every file */
	fs_queue_t ready;      /* deliverable */
	/* Debounce: the burst waiting for the path to be quiet, as one event. */
	bool held;
	fs_item_t held_burst;
	uint64_t held_since_ms;
	zend_async_timer_event_t *timer;
	zend_async_owned_callback_t *timer_callback;
	zend_object std;
} async_fs_watcher_t;

static zend_always_inline async_fs_watcher_t *watcher_from_obj(zend_object *obj)
{
	return (async_fs_watcher_t *) ((char *) obj - XtOffsetOf(async_fs_watcher_t, std));
}

static fs_item_t *queue_at(fs_queue_t *queue, uint32_t i)
{
	return &queue->items[(queue->head + i) % queue->capacity];
}

static void queue_push(fs_queue_t *queue, fs_item_t item)
{
	if (queue->count == queue->capacity) {
		uint32_t capacity = queue->capacity ? queue->capacity * 2 : 8;
		fs_item_t *items = safe_emalloc(capacity, sizeof(fs_item_t), 0);
		for (uint32_t i = 0; i < queue->count; i++) {
			items[i] = *queue_at(queue, i);
		}
		if (queue->items) {
			efree(queue->items);
		}
		queue->items = items;
		queue->head = 0;
		queue->capacity = capacity;
	}
	queue->items[(queue->head + queue->count++) % queue->capacity] = item;
}

static fs_item_t queue_pop(fs_queue_t *queue)
{
	fs_item_t item = queue->items[queue->head];
	queue->head = (queue->head + 1) % queue->capacity;
	queue->count--;
	return item;
}

static void queue_free(fs_queue_t *queue)
{
	while (queue->count > 0) {
		fs_item_t item = queue_pop(queue);
		if (item.filename) {
			zend_string_release(item.filename);
		}
	}
	if (queue->items) {
		efree(queue->items);
	}
	memset(queue, 0, sizeof(*queue));
}

/* Adds to queue, merging with a pending item for the same file when
 * coalescing. */
static void queue_add(async_fs_watcher_t *watcher, fs_queue_t *queue, fs_item_t item)
{
	if (watcher->coalesce) {
		for (uint32_t i = 0; i < queue->count; i++) {
			fs_item_t *pending = queue_at(queue, i);
			if ((pending->filename == NULL && item.filename == NULL)
				|| (pending->filename && item.filename && zend_string_equals(pending->filename, item.filename))) {
				pending->renamed |= item.renamed;
				pending->changed |= item.changed;
				if (item.filename) {
					zend_string_release(item.filename);
				}
				return;
			}
		}
	}
	queue_push(queue, item);
}

static bool extension_wanted(async_fs_watcher_t *watcher, zend_string *filename)
{
	if (watcher->extensions == NULL) {
		return true;
	}
	if (filename == NULL) {
		return false;
	}
	/* The extension of the last component: a recursive watcher reports
	 * "dir.d/file" with none. */
	const char *name = ZSTR_VAL(filename);
	const char *slash = zend_memrchr(name, '/', ZSTR_LEN(filename));
	if (slash != NULL) {
		name = slash + 1;
	}
	size_t name_len = ZSTR_LEN(filename) - (size_t) (name - ZSTR_VAL(filename));
	const char *dot = zend_memrchr(name, '.', name_len);
	if (dot == NULL) {
		return false;
	}
	const char *ext = dot + 1;
	size_t ext_len = name_len - (size_t) (ext - name);
	zval *wanted;
	ZEND_HASH_FOREACH_VAL(watcher->extensions, wanted) {
		if (Z_TYPE_P(wanted) != IS_STRING) {
			continue;
		}
		const char *w = Z_STRVAL_P(wanted);
		size_t w_len = Z_STRLEN_P(wanted);
		if (w_len > 0 && w[0] == '.') {
			w++;
			w_len--;
		}
		if (w_len == ext_len && zend_binary_strncasecmp(w, w_len, ext, ext_len, ext_len) == 0) {
			return true;
		}
	} ZEND_HASH_FOREACH_END();
	return false;
}

static void watcher_wake(async_fs_watcher_t *watcher)
{
	GC_ADDREF(&watcher->std);
	zend_async_callbacks_notify(&watcher->event, NULL, NULL);
	OBJ_RELEASE(&watcher->std);
}

static void watcher_release_timer(async_fs_watcher_t *watcher)
{
	if (watcher->timer != NULL) {
		zend_async_timer_event_t *timer = watcher->timer;
		watcher->timer = NULL;
		timer->base.stop(&timer->base);
		zend_async_owned_callback_unsubscribe(&timer->base, watcher->timer_callback);
		zend_async_event_release(&timer->base);
	}
}

static void watcher_flush_held(async_fs_watcher_t *watcher)
{
	if (watcher->held) {
		watcher->held = false;
		queue_add(watcher, &watcher->ready, watcher->held_burst);
	}
}

static void watcher_timer_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_fs_watcher_t *watcher = ((zend_async_owned_callback_t *) callback)->owner;

	if (watcher == NULL) {
		return;
	}
	watcher_release_timer(watcher);
	watcher_flush_held(watcher);
	watcher_wake(watcher);
}

static void watcher_arm_timer(async_fs_watcher_t *watcher, uint64_t ms)
{
	watcher_release_timer(watcher);
	watcher->timer = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) ms, false);
	watcher->timer_callback = zend_async_owned_callback_subscribe(&watcher->timer->base, watcher_timer_fired, watcher);
	watcher->timer->base.start(&watcher->timer->base);
}

static void watcher_close(async_fs_watcher_t *watcher);

static void watcher_fs_changed(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_fs_watcher_t *watcher = ((zend_async_owned_callback_t *) callback)->owner;
	zend_async_filesystem_event_t *fs = (zend_async_filesystem_event_t *) event;

	if (watcher == NULL || watcher->closed) {
		return;
	}
	if (fs->status < 0) {
		/* The watch ended (the watched path is gone): nothing more will
		 * come, so the iterations end after what is pending. */
		watcher_close(watcher);
		return;
	}
	if (!extension_wanted(watcher, fs->triggered_filename)) {
		return;
	}
	bool renamed = (fs->triggered_events & ZEND_ASYNC_FS_EVENT_RENAME) != 0;
	bool changed = (fs->triggered_events & ZEND_ASYNC_FS_EVENT_CHANGE) != 0;
	if (watcher->debounce_ms <= 0) {
		fs_item_t item = {
			.filename = fs->triggered_filename ? zend_string_copy(fs->triggered_filename) : NULL,
			.renamed = renamed,
			.changed = changed,
		};
		queue_add(watcher, &watcher->ready, item);
		watcher_wake(watcher);
		return;
	}
	/* Debounce: a burst of changes becomes one event (no file name) once
	 * the path has been quiet for debounceMs, but at the latest maxHoldMs
	 * after its first change. */
	uint64_t now = zend_async_reactor_api.now();
	if (!watcher->held) {
		watcher->held = true;
		watcher->held_since_ms = now;
		watcher->held_burst = (fs_item_t){.filename = NULL, .renamed = false, .changed = false};
	}
	watcher->held_burst.renamed |= renamed;
	watcher->held_burst.changed |= changed;
	uint64_t wait = (uint64_t) watcher->debounce_ms;
	if (watcher->max_hold_ms > 0) {
		uint64_t deadline = watcher->held_since_ms + (uint64_t) watcher->max_hold_ms;
		if (now >= deadline) {
			watcher_release_timer(watcher);
			watcher_flush_held(watcher);
			watcher_wake(watcher);
			return;
		}
		wait = MIN(wait, deadline - now);
	}
	watcher_arm_timer(watcher, wait);
}

static void watcher_stop(async_fs_watcher_t *watcher)
{
	if (watcher->fs != NULL) {
		zend_async_filesystem_event_t *fs = watcher->fs;
		watcher->fs = NULL;
		fs->base.stop(&fs->base);
		zend_async_owned_callback_unsubscribe(&fs->base, watcher->fs_callback);
		zend_async_event_release(&fs->base);
	}
	watcher_release_timer(watcher);
}

static zend_string *watcher_info(zend_async_event_t *event)
{
	async_fs_watcher_t *watcher = (async_fs_watcher_t *) event;
	return zend_strpprintf(0, "FileSystemWatcher %s", watcher->path ? ZSTR_VAL(watcher->path) : "");
}

static zend_object *watcher_create(zend_class_entry *ce)
{
	async_fs_watcher_t *watcher = zend_object_alloc(sizeof(async_fs_watcher_t), ce);

	memset(watcher, 0, XtOffsetOf(async_fs_watcher_t, std));
	zend_object_std_init(&watcher->std, ce);
	watcher->std.handlers = &watcher_handlers;
	zend_async_event_init_object(&watcher->event, XtOffsetOf(async_fs_watcher_t, std), NULL, NULL, watcher_info);
	watcher->closed = true; /* until the constructor succeeds */
	return &watcher->std;
}

static void watcher_free(zend_object *object)
{
	async_fs_watcher_t *watcher = watcher_from_obj(object);

	watcher_stop(watcher);
	queue_free(&watcher->ready);
	if (watcher->extensions) {
		zend_array_release(watcher->extensions);
	}
	if (watcher->path) {
		zend_string_release(watcher->path);
	}
	zend_async_callbacks_free(&watcher->event);
	zend_object_std_dtor(object);
}

ZEND_METHOD(Async_FileSystemWatcher, __construct)
{
	zend_string *path;
	bool recursive = false, coalesce = true;
	zend_long debounce_ms = 0, max_hold_ms = 0;
	HashTable *extensions = NULL;

	ZEND_PARSE_PARAMETERS_START(1, 6)
		Z_PARAM_PATH_STR(path)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(recursive)
		Z_PARAM_BOOL(coalesce)
		Z_PARAM_LONG(debounce_ms)
		Z_PARAM_LONG(max_hold_ms)
		Z_PARAM_ARRAY_HT(extensions)
	ZEND_PARSE_PARAMETERS_END();

	async_fs_watcher_t *watcher = watcher_from_obj(Z_OBJ_P(ZEND_THIS));
	if (watcher->path != NULL) {
		zend_throw_error(NULL, "Async\\FileSystemWatcher is already constructed");
		RETURN_THROWS();
	}
	if (ZSTR_LEN(path) == 0) {
		zend_argument_value_error(1, "cannot be empty");
		RETURN_THROWS();
	}
	if (debounce_ms < 0) {
		zend_argument_value_error(4, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if (max_hold_ms < 0) {
		zend_argument_value_error(5, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	watcher->path = zend_string_copy(path);
	watcher->coalesce = coalesce;
	watcher->debounce_ms = debounce_ms;
	watcher->max_hold_ms = max_hold_ms;
	if (extensions && zend_hash_num_elements(extensions) > 0) {
		watcher->extensions = zend_array_dup(extensions);
	}
	watcher->fs = ZEND_ASYNC_NEW_FILESYSTEM_EVENT(path, recursive ? ZEND_ASYNC_FS_F_RECURSIVE : 0);
	watcher->fs_callback = zend_async_owned_callback_subscribe(&watcher->fs->base, watcher_fs_changed, watcher);
	/* Watching starts now, so that changes made before the first
	 * iteration are not lost. */
	if (!watcher->fs->base.start(&watcher->fs->base)) {
		watcher_stop(watcher);
		RETURN_THROWS();
	}
	watcher->closed = false;
}

static void watcher_close(async_fs_watcher_t *watcher)
{
	if (watcher->closed) {
		return;
	}
	watcher->closed = true;
	watcher_stop(watcher);
	watcher_flush_held(watcher);
	watcher_wake(watcher);
}

ZEND_METHOD(Async_FileSystemWatcher, close)
{
	ZEND_PARSE_PARAMETERS_NONE();
	watcher_close(watcher_from_obj(Z_OBJ_P(ZEND_THIS)));
}

ZEND_METHOD(Async_FileSystemWatcher, isClosed)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(watcher_from_obj(Z_OBJ_P(ZEND_THIS))->closed);
}

ZEND_METHOD(Async_FileSystemWatcher, getIterator)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_create_internal_iterator_zval(return_value, ZEND_THIS);
}

ZEND_METHOD(Async_FileSystemEvent, __construct)
{
}

typedef struct {
	zend_object_iterator it;
	zval current;
	zend_long key;
} watcher_iterator_t;

static zend_object *fs_event_object(async_fs_watcher_t *watcher, fs_item_t *item)
{
	zval object, value;

	object_init_ex(&object, async_ce_fs_event);
	ZVAL_STR_COPY(&value, watcher->path);
	zend_update_property_ex(async_ce_fs_event, Z_OBJ(object), ZSTR_KNOWN(ZEND_STR_PATH), &value);
	zval_ptr_dtor(&value);
	if (item->filename) {
		ZVAL_STR(&value, item->filename);
		item->filename = NULL;
	} else {
		ZVAL_NULL(&value);
	}
	zend_update_property(async_ce_fs_event, Z_OBJ(object), "filename", sizeof("filename") - 1, &value);
	zval_ptr_dtor(&value);
	ZVAL_BOOL(&value, item->renamed);
	zend_update_property(async_ce_fs_event, Z_OBJ(object), "renamed", sizeof("renamed") - 1, &value);
	ZVAL_BOOL(&value, item->changed);
	zend_update_property(async_ce_fs_event, Z_OBJ(object), "changed", sizeof("changed") - 1, &value);
	return Z_OBJ(object);
}

static void iterator_dtor(zend_object_iterator *it)
{
	watcher_iterator_t *iterator = (watcher_iterator_t *) it;
	zval_ptr_dtor(&iterator->current);
	zval_ptr_dtor(&it->data);
}

/* Suspends until an item is ready or the watcher is closed. */
static int iterator_valid(zend_object_iterator *it)
{
	watcher_iterator_t *iterator = (watcher_iterator_t *) it;
	async_fs_watcher_t *watcher = watcher_from_obj(Z_OBJ(it->data));

	while (Z_TYPE(iterator->current) == IS_UNDEF) {
		if (watcher->ready.count > 0) {
			fs_item_t item = queue_pop(&watcher->ready);
			ZVAL_OBJ(&iterator->current, fs_event_object(watcher, &item));
			break;
		}
		if (watcher->closed) {
			return FAILURE;
		}
		if (!ZEND_ASYNC_LAUNCH() || !zend_async_wait_event(&watcher->event, 0, NULL, "FileSystemWatcher")) {
			return FAILURE;
		}
	}
	return SUCCESS;
}

static zval *iterator_current(zend_object_iterator *it)
{
	return &((watcher_iterator_t *) it)->current;
}

static void iterator_key(zend_object_iterator *it, zval *key)
{
	ZVAL_LONG(key, ((watcher_iterator_t *) it)->key);
}

static void iterator_next(zend_object_iterator *it)
{
	watcher_iterator_t *iterator = (watcher_iterator_t *) it;
	zval_ptr_dtor(&iterator->current);
	ZVAL_UNDEF(&iterator->current);
	iterator->key++;
}

static void iterator_rewind(zend_object_iterator *it)
{
}

static HashTable *iterator_get_gc(zend_object_iterator *it, zval **table, int *n)
{
	watcher_iterator_t *iterator = (watcher_iterator_t *) it;
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();
	zend_get_gc_buffer_add_zval(buf, &it->data);
	zend_get_gc_buffer_add_zval(buf, &iterator->current);
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

static const zend_object_iterator_funcs watcher_iterator_funcs = {
	iterator_dtor,
	iterator_valid,
	iterator_current,
	iterator_key,
	iterator_next,
	iterator_rewind,
	NULL,
	iterator_get_gc,
};

static zend_object_iterator *watcher_get_iterator(zend_class_entry *ce, zval *object, int by_ref)
{
	if (by_ref) {
		zend_throw_error(NULL, "An iterator cannot be used with foreach by reference");
		return NULL;
	}
	watcher_iterator_t *iterator = emalloc(sizeof(*iterator));
	zend_iterator_init(&iterator->it);
	ZVAL_OBJ_COPY(&iterator->it.data, Z_OBJ_P(object));
	iterator->it.funcs = &watcher_iterator_funcs;
	ZVAL_UNDEF(&iterator->current);
	iterator->key = 0;
	return &iterator->it;
}

static HashTable *watcher_get_gc(zend_object *object, zval **table, int *n)
{
	*table = NULL;
	*n = 0;
	return NULL;
}

/* }}} */

static void register_classes(void)
{
	async_ce_fs_event = register_class_Async_FileSystemEvent();
	async_ce_fs_watcher = register_class_Async_FileSystemWatcher(async_ce_awaitable, zend_ce_aggregate);
	async_ce_fs_watcher->create_object = watcher_create;
	async_ce_fs_watcher->get_iterator = watcher_get_iterator;
	memcpy(&watcher_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	watcher_handlers.offset = XtOffsetOf(async_fs_watcher_t, std);
	watcher_handlers.free_obj = watcher_free;
	watcher_handlers.get_gc = watcher_get_gc;
	watcher_handlers.clone_obj = NULL;
}

void async_fs_watcher_minit(void)
{
	register_classes();
}
