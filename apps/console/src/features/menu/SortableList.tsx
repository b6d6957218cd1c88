/**
 * A list reordered by dragging (mouse, touch) or from the keyboard (focus a handle, Space to lift,
 * arrows to move, Space to drop, Escape to cancel), with @dnd-kit; the announcements are translated.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { useMenuAdminT } from '../../shared/menuAdminT'

export function SortableList<T extends { id: string }>({
  items,
  label,
  nameOf,
  onReorder,
  render,
}: {
  items: readonly T[]
  /** The list's accessible name. */
  label: string
  nameOf: (item: T) => string
  onReorder: (ids: string[]) => void
  render: (item: T) => ReactNode
}) {
  const { t } = useMenuAdminT()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const name = (id: string | number) => {
    const item = items.find((i) => i.id === id)
    return item ? nameOf(item) : ''
  }
  const position = (id: string | number | undefined) => items.findIndex((i) => i.id === id) + 1
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = items.findIndex((i) => i.id === active.id)
    const to = items.findIndex((i) => i.id === over.id)
    onReorder(arrayMove([...items], from, to).map((i) => i.id))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('menuAdmin:drag_instructions') },
        announcements: {
          onDragStart: ({ active }) => t('menuAdmin:drag_picked', { name: name(active.id) }),
          onDragOver: ({ active, over }) =>
            t('menuAdmin:drag_over', { name: name(active.id), n: position(over?.id) }),
          onDragEnd: ({ active, over }) =>
            t('menuAdmin:drag_dropped', { name: name(active.id), n: position(over?.id) }),
          onDragCancel: ({ active }) => t('menuAdmin:drag_cancelled', { name: name(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ul className="sortable-list" aria-label={label}>
          {items.map((item) => (
            <SortableRow
              key={item.id}
              id={item.id}
              handleLabel={t('menuAdmin:drag_handle', { name: nameOf(item) })}
            >
              {render(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string
  handleLabel: string
  children: ReactNode
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'sortable-row dragging' : 'sortable-row'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button type="button" className="drag-handle" aria-label={handleLabel} {...attributes} {...listeners}>
        ⠿
      </button>
      {children}
    </li>
  )
}
