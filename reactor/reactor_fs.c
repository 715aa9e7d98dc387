/*
 * reactor_fs.c: filesystem events on uv_fs_event_t (inotify on Linux).
 * The handle exists only while the event is started. Linux has no
 * recursive watches: ZEND_ASYNC_FS_F_RECURSIVE is passed to libuv, which
 * ignores it there (only direct children are reported).
 */
#include "reactor_internal.h"

typedef struct {
	uv_fs_event_t handle;
	zend_async_filesystem_event_t *event; /* NULL once released */
} fs_handle_t;

typedef struct {
	zend_async_filesystem_event_t fs;
	fs_handle_t *handle;
} async_uv_fs_t;

static void fs_close_cb(uv_handle_t *handle)
{
	efree(handle->data);
}

static void fs_cb(uv_fs_event_t *handle, const char *filename, int events, int status)
{
	fs_handle_t *fh = handle->data;
	zend_async_filesystem_event_t *event = fh->event;

	if (event == NULL) {
		return;
	}
	event->status = status;
	event->triggered_events = ((events & UV_RENAME) ? ZEND_ASYNC_FS_EVENT_RENAME : 0)
		| ((events & UV_CHANGE) ? ZEND_ASYNC_FS_EVENT_CHANGE : 0);
	event->triggered_filename = filename ? zend_string_init(filename, strlen(filename), 0) : NULL;
	zend_async_event_add_ref(&event->base);
	async_reactor_notify(&event->base);
	if (event->triggered_filename) {
		zend_string_release(event->triggered_filename);
		event->triggered_filename = NULL;
	}
	zend_async_event_release(&event->base);
}

static bool fs_start(zend_async_event_t *event)
{
	async_uv_fs_t *fs = (async_uv_fs_t *) event;

	if (!async_reactor_event_ref(event)) {
		return true;
	}
	fs_handle_t *fh = ecalloc(1, sizeof(*fh));
	uv_fs_event_init(async_reactor_loop(), &fh->handle);
	async_reactor_handle_opened();
	fh->handle.data = fh;
	fh->event = &fs->fs;
	int rc = uv_fs_event_start(&fh->handle, fs_cb, ZSTR_VAL(fs->fs.path),
		(fs->fs.flags & ZEND_ASYNC_FS_F_RECURSIVE) ? UV_FS_EVENT_RECURSIVE : 0);
	if (rc < 0) {
		async_reactor_close((uv_handle_t *) &fh->handle, fs_close_cb);
		async_reactor_event_unref(event);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot watch \"%s\": %s", ZSTR_VAL(fs->fs.path),
			uv_strerror(rc));
		return false;
	}
	fs->handle = fh;
	return true;
}

static bool fs_stop(zend_async_event_t *event)
{
	async_uv_fs_t *fs = (async_uv_fs_t *) event;

	if (!async_reactor_event_unref(event)) {
		return true;
	}
	fs->handle->event = NULL;
	uv_fs_event_stop(&fs->handle->handle);
	async_reactor_close((uv_handle_t *) &fs->handle->handle, fs_close_cb);
	fs->handle = NULL;
	return true;
}

static bool fs_dispose(zend_async_event_t *event)
{
	async_uv_fs_t *fs = (async_uv_fs_t *) event;

	async_reactor_event_stop_all(event);
	zend_string_release(fs->fs.path);
	zend_async_callbacks_free(event);
	efree(fs);
	return true;
}

static zend_string *fs_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "filesystem %s", ZSTR_VAL(((zend_async_filesystem_event_t *) event)->path));
}

zend_async_filesystem_event_t *async_reactor_new_filesystem_event(zend_string *path, uint32_t flags)
{
	async_uv_fs_t *fs = ecalloc(1, sizeof(*fs));

	zend_async_event_init(&fs->fs.base, fs_start, fs_stop, fs_dispose, fs_info);
	fs->fs.path = zend_string_copy(path);
	fs->fs.flags = flags;
	return &fs->fs;
}
