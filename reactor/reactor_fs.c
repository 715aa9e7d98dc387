/*
 * reactor_fs.c: filesystem events on uv_fs_event_t (inotify on Linux).
 * The handles exist only while the event is started.
 *
 * Recursive watches: macOS and Windows have them natively (libuv's
 * UV_FS_EVENT_RECURSIVE); elsewhere libuv ignores the flag, so the reactor
 * keeps one handle per directory of the tree: directories that appear are
 * watched as they appear (with what they already contain), those that go
 * are dropped, symbolic links are not followed, and at most
 * FS_MAX_DIRECTORIES are watched. The file names reported are relative to
 * the watched path ("sub/deep/file.txt").
 *
 * The end of a watch: once the watched path no longer is what was watched
 * (removed, or replaced by another file or directory), the system reports
 * nothing more for it. The event is then notified one last time with
 * status < 0 and its handles are closed.
 */
#include "reactor_internal.h"

#if !defined(__APPLE__) && !defined(PHP_WIN32)
# define FS_EMULATE_RECURSION 1
#endif

/* inotify watches are a per-user system resource: a watcher must not take
 * them all. */
#define FS_MAX_DIRECTORIES 8192

typedef struct _async_uv_fs async_uv_fs_t;

typedef struct {
	uv_fs_event_t handle;
	async_uv_fs_t *owner; /* NULL once released */
	zend_string *rel;     /* relative to the watched path; "" for the path itself */
	zend_string *abs;     /* what the handle watches */
	uint64_t dev, ino;    /* identity of what it watches, taken at start */
} fs_handle_t;

struct _async_uv_fs {
	zend_async_filesystem_event_t fs;
	fs_handle_t *root;
	/* Emulated recursion: the subdirectories' handles by relative path. */
	HashTable *subdirs;
};

static void fs_close_cb(uv_handle_t *handle)
{
	fs_handle_t *fh = handle->data;

	zend_string_release(fh->rel);
	zend_string_release(fh->abs);
	efree(fh);
}

static void fs_handle_release(fs_handle_t *fh)
{
	fh->owner = NULL;
	uv_fs_event_stop(&fh->handle);
	async_reactor_close((uv_handle_t *) &fh->handle, fs_close_cb);
}

static void fs_subdir_dtor(zval *zv)
{
	fs_handle_release(Z_PTR_P(zv));
}

/* The identity of path (following a symbolic link when follow), false if
 * it cannot be reached; *is_dir says whether it is a directory. */
static bool fs_identity(const char *path, bool follow, uint64_t *dev, uint64_t *ino, bool *is_dir)
{
	uv_fs_t req;
	int rc = follow ? uv_fs_stat(async_reactor_loop(), &req, path, NULL)
					: uv_fs_lstat(async_reactor_loop(), &req, path, NULL);

	if (rc == 0) {
		*dev = req.statbuf.st_dev;
		*ino = req.statbuf.st_ino;
		*is_dir = (req.statbuf.st_mode & S_IFMT) == S_IFDIR;
	}
	uv_fs_req_cleanup(&req);
	return rc == 0;
}

/* Whether fh's path still is the file or directory it started watching. */
static bool fs_handle_alive(fs_handle_t *fh, bool follow)
{
	uint64_t dev, ino;
	bool is_dir;

	return fs_identity(ZSTR_VAL(fh->abs), follow, &dev, &ino, &is_dir) && dev == fh->dev && ino == fh->ino;
}

static zend_string *fs_join(zend_string *base, const char *name)
{
	if (ZSTR_LEN(base) == 0) {
		return zend_string_init(name, strlen(name), 0);
	}
	if (ZSTR_VAL(base)[ZSTR_LEN(base) - 1] == '/') {
		return zend_string_concat2(ZSTR_VAL(base), ZSTR_LEN(base), name, strlen(name));
	}
	return zend_string_concat3(ZSTR_VAL(base), ZSTR_LEN(base), "/", 1, name, strlen(name));
}

static void fs_cb(uv_fs_event_t *handle, const char *filename, int events, int status);

/* Opens and starts a handle on abs; NULL with a libuv error in *rc. */
static fs_handle_t *fs_handle_open(async_uv_fs_t *fs, zend_string *rel, zend_string *abs, unsigned int uv_flags,
	int *rc)
{
	fs_handle_t *fh = ecalloc(1, sizeof(*fh));
	bool is_dir;

	uv_fs_event_init(async_reactor_loop(), &fh->handle);
	async_reactor_handle_opened();
	fh->handle.data = fh;
	fh->rel = zend_string_copy(rel);
	fh->abs = zend_string_copy(abs);
	*rc = uv_fs_event_start(&fh->handle, fs_cb, ZSTR_VAL(abs), uv_flags);
	if (*rc < 0) {
		async_reactor_close((uv_handle_t *) &fh->handle, fs_close_cb);
		return NULL;
	}
	/* Taken after the watch exists: a path replaced in between is then
	 * noticed at its first event. */
	if (!fs_identity(ZSTR_VAL(abs), ZSTR_LEN(rel) == 0, &fh->dev, &fh->ino, &is_dir)) {
		fh->dev = fh->ino = 0;
	}
	fh->owner = fs;
	return fh;
}

/* Notifies the owner of one change. */
static void fs_notify(async_uv_fs_t *fs, zend_string *filename, uint32_t events, int status)
{
	zend_async_filesystem_event_t *event = &fs->fs;

	event->status = status;
	event->triggered_events = events;
	event->triggered_filename = filename;
	async_reactor_notify(&event->base);
	event->triggered_filename = NULL;
}

/* Lets go of every OS watch the event holds (the root's and the
 * subdirectories'). */
static void fs_drop_watches(async_uv_fs_t *fs)
{
	if (fs->subdirs) {
		zend_hash_destroy(fs->subdirs);
		FREE_HASHTABLE(fs->subdirs);
		fs->subdirs = NULL;
	}
	if (fs->root) {
		fs_handle_release(fs->root);
		fs->root = NULL;
	}
}

/* The watch has ended: the handles go (they would report nothing more) and
 * the owner is told, once. */
static void fs_end(async_uv_fs_t *fs, int status)
{
	fs_drop_watches(fs);
	fs_notify(fs, NULL, ZEND_ASYNC_FS_EVENT_RENAME, status);
}

#ifdef FS_EMULATE_RECURSION

/* Drops the watches of rel and of everything under it. */
static void fs_subdir_forget(async_uv_fs_t *fs, zend_string *rel)
{
	zend_string *key;
	zend_string **doomed = NULL;
	uint32_t count = 0;

	ZEND_HASH_FOREACH_STR_KEY(fs->subdirs, key) {
		if (zend_string_equals(key, rel)
			|| (ZSTR_LEN(key) > ZSTR_LEN(rel) && ZSTR_VAL(key)[ZSTR_LEN(rel)] == '/'
				&& memcmp(ZSTR_VAL(key), ZSTR_VAL(rel), ZSTR_LEN(rel)) == 0)) {
			doomed = safe_erealloc(doomed, count + 1, sizeof(*doomed), 0);
			doomed[count++] = zend_string_copy(key);
		}
	} ZEND_HASH_FOREACH_END();
	for (uint32_t i = 0; i < count; i++) {
		zend_hash_del(fs->subdirs, doomed[i]);
		zend_string_release(doomed[i]);
	}
	if (doomed) {
		efree(doomed);
	}
}

/* Watches the directory rel (at abs) and every directory below it. With
 * report, also notifies each entry found: they were created before the
 * watch existed, and their creation would be lost otherwise. */
static void fs_subdir_add(async_uv_fs_t *fs, zend_string *rel, zend_string *abs, bool report)
{
	uv_fs_t req;
	uv_dirent_t entry;
	int rc;

	if (ZSTR_LEN(rel) > 0) {
		if (zend_hash_num_elements(fs->subdirs) >= FS_MAX_DIRECTORIES || zend_hash_exists(fs->subdirs, rel)) {
			return;
		}
		fs_handle_t *fh = fs_handle_open(fs, rel, abs, 0, &rc);
		if (fh == NULL) {
			return; /* gone already, or no permission or no watch left: not watched */
		}
		zend_hash_add_new_ptr(fs->subdirs, rel, fh);
	}
	if (uv_fs_scandir(async_reactor_loop(), &req, ZSTR_VAL(abs), 0, NULL) < 0) {
		uv_fs_req_cleanup(&req);
		return;
	}
	while (uv_fs_scandir_next(&req, &entry) != UV_EOF) {
		zend_string *child_rel = fs_join(rel, entry.name);
		zend_string *child_abs = fs_join(abs, entry.name);
		bool is_dir = entry.type == UV_DIRENT_DIR;
		uint64_t dev, ino;

		if (entry.type == UV_DIRENT_UNKNOWN) {
			is_dir = fs_identity(ZSTR_VAL(child_abs), false, &dev, &ino, &is_dir) && is_dir;
		}
		if (report && fs->root != NULL) {
			fs_notify(fs, child_rel, ZEND_ASYNC_FS_EVENT_RENAME, 0);
		}
		/* The notification may have stopped the event. */
		if (is_dir && fs->subdirs != NULL) {
			fs_subdir_add(fs, child_rel, child_abs, report);
		}
		zend_string_release(child_rel);
		zend_string_release(child_abs);
		if (fs->subdirs == NULL) {
			break;
		}
	}
	uv_fs_req_cleanup(&req);
}

/* A create, delete or rename of rel (at abs): watch the directory that
 * appeared there, drop the one that went. */
static void fs_subdir_update(async_uv_fs_t *fs, zend_string *rel, zend_string *abs)
{
	uint64_t dev, ino;
	bool is_dir = false;
	bool exists = fs_identity(ZSTR_VAL(abs), false, &dev, &ino, &is_dir);
	fs_handle_t *known = zend_hash_find_ptr(fs->subdirs, rel);

	if (known != NULL && (!exists || !is_dir || known->dev != dev || known->ino != ino)) {
		fs_subdir_forget(fs, rel);
		known = NULL;
	}
	if (known == NULL && exists && is_dir) {
		fs_subdir_add(fs, rel, abs, true);
	}
}

#endif /* FS_EMULATE_RECURSION */

static void fs_cb(uv_fs_event_t *handle, const char *filename, int events, int status)
{
	fs_handle_t *fh = handle->data;
	async_uv_fs_t *fs = fh->owner;

	if (fs == NULL) {
		return;
	}
	zend_async_event_add_ref(&fs->fs.base);
	uint32_t bits = ((events & UV_RENAME) ? ZEND_ASYNC_FS_EVENT_RENAME : 0)
		| ((events & UV_CHANGE) ? ZEND_ASYNC_FS_EVENT_CHANGE : 0);
	bool is_root = fh == fs->root;
	/* A rename may be about the watched file or directory itself (libuv
	 * then names it): it may be gone. */
	bool alive = !(events & UV_RENAME) || fs_handle_alive(fh, is_root);
	zend_string *name = NULL, *abs = NULL;

	if (filename != NULL) {
		name = fs_join(fh->rel, filename);
		abs = fs_join(fh->abs, filename);
	}
	if (status < 0) {
		fs_end(fs, status);
	} else if (is_root || alive) {
		/* The subdirectory handles name the directory itself when the event
		 * is about it. */
		zend_string *reported = name ? name : (is_root ? NULL : fh->rel);
		fs_notify(fs, reported, bits, 0);
#ifdef FS_EMULATE_RECURSION
		/* After the notification, which may have stopped the event: the
		 * entries of a new directory are reported after it. */
		if (alive && name != NULL && (events & UV_RENAME) && fs->subdirs != NULL) {
			fs_subdir_update(fs, name, abs);
		}
#endif
		if (!alive && fs->root != NULL) {
			fs_end(fs, UV_ENOENT);
		}
	}
#ifdef FS_EMULATE_RECURSION
	else if (fs->subdirs != NULL) {
		/* A subdirectory went; its parent reports that. */
		zend_string *rel = zend_string_copy(fh->rel);
		fs_subdir_forget(fs, rel);
		zend_string_release(rel);
	}
#endif
	if (name) {
		zend_string_release(name);
		zend_string_release(abs);
	}
	zend_async_event_release(&fs->fs.base);
}

static bool fs_start(zend_async_event_t *event)
{
	async_uv_fs_t *fs = (async_uv_fs_t *) event;
	bool emulate = false;
	unsigned int uv_flags = 0;
	int rc;

	if (!async_reactor_event_ref(event)) {
		return true;
	}
	if (fs->fs.flags & ZEND_ASYNC_FS_F_RECURSIVE) {
#ifdef FS_EMULATE_RECURSION
		emulate = true;
#else
		uv_flags = UV_FS_EVENT_RECURSIVE;
#endif
	}
	fs->root = fs_handle_open(fs, ZSTR_EMPTY_ALLOC(), fs->fs.path, uv_flags, &rc);
	if (fs->root == NULL) {
		async_reactor_event_unref(event);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot watch \"%s\": %s", ZSTR_VAL(fs->fs.path),
			uv_strerror(rc));
		return false;
	}
#ifdef FS_EMULATE_RECURSION
	if (emulate) {
		ALLOC_HASHTABLE(fs->subdirs);
		zend_hash_init(fs->subdirs, 8, NULL, fs_subdir_dtor, 0);
		fs_subdir_add(fs, ZSTR_EMPTY_ALLOC(), fs->fs.path, false);
	}
#else
	(void) emulate;
#endif
	return true;
}

static bool fs_stop(zend_async_event_t *event)
{
	async_uv_fs_t *fs = (async_uv_fs_t *) event;

	if (!async_reactor_event_unref(event)) {
		return true;
	}
	fs_drop_watches(fs);
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
